extension MisplacedFrameRule {
    /// Interface Builder examples for the rule's page; SourceExampleTests runs them through the readers.
    static let sourceExamples: [SourceExample] = [
        .triggering(.interfaceBuilder, """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="root" userLabel="Toolbar">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="56"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            ↓<button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="share">
                                <rect key="frame" x="329" y="20" width="44" height="44"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="44" id="b1"/>
                                    <constraint firstAttribute="height" constant="44" id="b2"/>
                                </constraints>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="trailing" secondItem="share" secondAttribute="trailing" constant="20" id="b3"/>
                            <constraint firstItem="share" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="b4"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """),
        .nonTriggering(.interfaceBuilder, """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="root" userLabel="Toolbar">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="56"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="share">
                                <rect key="frame" x="329" y="6" width="44" height="44"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="44" id="b1"/>
                                    <constraint firstAttribute="height" constant="44" id="b2"/>
                                </constraints>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="trailing" secondItem="share" secondAttribute="trailing" constant="20" id="b3"/>
                            <constraint firstItem="share" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="b4"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """),
    ]
}
