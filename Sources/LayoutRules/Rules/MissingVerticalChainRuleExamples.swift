extension MissingVerticalChainRule {
    /// Interface Builder examples for the rule's page; SourceExampleTests runs them through the readers.
    static let sourceExamples: [SourceExample] = [
        .triggering(.interfaceBuilder, """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="ReviewCell" id="cell" customClass="ReviewCell" customModule="Reviews">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="80"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="80"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label text="Title" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="16" y="11" width="361" height="21"/>
                                </label>
                                <label text="Review" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="review">
                                    <rect key="frame" x="16" y="48" width="361" height="21"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c1"/>
                                <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c2"/>
                                <constraint firstItem="content" firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="c3"/>
                                <constraint firstItem="review" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c4"/>
                                <constraint firstItem="content" firstAttribute="trailingMargin" secondItem="review" secondAttribute="trailing" id="c5"/>
                                ↓<constraint firstItem="content" firstAttribute="bottomMargin" secondItem="review" secondAttribute="bottom" id="c6"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """),
        .nonTriggering(.interfaceBuilder, """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="ReviewCell" id="cell" customClass="ReviewCell" customModule="Reviews">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="80"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="80"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label text="Title" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="16" y="11" width="361" height="21"/>
                                </label>
                                <label text="Review" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="review">
                                    <rect key="frame" x="16" y="48" width="361" height="21"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c1"/>
                                <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c2"/>
                                <constraint firstItem="content" firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="c3"/>
                                <constraint firstItem="review" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="16" id="c7"/>
                                <constraint firstItem="review" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c4"/>
                                <constraint firstItem="content" firstAttribute="trailingMargin" secondItem="review" secondAttribute="trailing" id="c5"/>
                                <constraint firstItem="content" firstAttribute="bottomMargin" secondItem="review" secondAttribute="bottom" id="c6"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """),
    ]
}
