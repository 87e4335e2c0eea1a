// Injected by scripts/check-html-drawings.sh into a layoutlint HTML page, run by headless Chromium: measures every
// drawing as the browser lays it out and appends the findings as JSON in a pre element (id drawing-check).
(function () {
  var problems = [], svgCount = 0, labelCount = 0;
  function name(text) { return JSON.stringify(text.textContent); }
  document.querySelectorAll('svg').forEach(function (svg, index) {
    svgCount += 1;
    var where = 'drawing ' + (index + 1);
    var caption = svg.parentNode && svg.parentNode.querySelector && svg.parentNode.querySelector('figcaption');
    if (caption) where += ' (' + caption.textContent + ')';
    var box = svg.viewBox.baseVal;
    if (!box || !(box.width > 0)) box = { x: 0, y: 0, width: svg.width.baseVal.value, height: svg.height.baseVal.value };
    if (!(box.width > 0 && box.height > 0)) problems.push(where + ': the drawing has no size');
    svg.querySelectorAll('rect, line, circle').forEach(function (shape) {
      ['x', 'y', 'width', 'height', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r'].forEach(function (attribute) {
        var value = shape.getAttribute(attribute);
        if (value !== null && !isFinite(parseFloat(value))) problems.push(where + ': ' + shape.tagName + ' ' + attribute + '="' + value + '"');
      });
    });
    var labels = Array.prototype.map.call(svg.querySelectorAll('text'), function (text) { return { text: text, bounds: text.getBBox() }; });
    labels.forEach(function (label) {
      labelCount += 1;
      var b = label.bounds;
      if (b.width === 0) problems.push(where + ': label ' + name(label.text) + ' is empty');
      if (b.x < box.x - 0.5 || b.y < box.y - 0.5 || b.x + b.width > box.x + box.width + 0.5 || b.y + b.height > box.y + box.height + 0.5) {
        problems.push(where + ': label ' + name(label.text) + ' reaches outside the drawing');
      }
    });
    for (var i = 0; i < labels.length; i += 1) {
      for (var j = i + 1; j < labels.length; j += 1) {
        var a = labels[i].bounds, b = labels[j].bounds;
        var width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
        var height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
        if (width > 1 && height > 1) problems.push(where + ': labels ' + name(labels[i].text) + ' and ' + name(labels[j].text) + ' overlap');
      }
    }
  });
  var out = document.createElement('pre');
  out.id = 'drawing-check';
  out.textContent = JSON.stringify({ drawings: svgCount, labels: labelCount, problems: problems });
  document.body.appendChild(out);
})();
