extension XcodeAmbiguousLayoutRule {
    /// Interface Builder examples for the rule's page; SourceExampleTests runs them through the readers.
    static let sourceExamples: [SourceExample] = [
        .triggering(.interfaceBuilder, """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="root" userLabel="Player Bar">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="64"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            ↓<imageView contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" ambiguous="YES" id="artwork">
                                <rect key="frame" x="16" y="8" width="48" height="48"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="48" id="a1"/>
                                    <constraint firstAttribute="height" constant="48" id="a2"/>
                                </constraints>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="artwork" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="a3"/>
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
                    <view contentMode="scaleToFill" id="root" userLabel="Player Bar">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="64"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <imageView contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="artwork">
                                <rect key="frame" x="16" y="8" width="48" height="48"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="48" id="a1"/>
                                    <constraint firstAttribute="height" constant="48" id="a2"/>
                                </constraints>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="artwork" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="a4"/>
                            <constraint firstItem="artwork" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="a3"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """),
    ]
}
