// Placeholder so the target builds; real sources replace it.
