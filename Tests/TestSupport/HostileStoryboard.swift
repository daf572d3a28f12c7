package import Foundation

/// Storyboards made at run time around a hostile payload, and the files they are written to.
package enum HostileStoryboard {
    /// Lines 1–10 of every generated storyboard; the payload starts on line 11, column 1.
    package static let head = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="vc-main">
            <scenes>
                <scene sceneID="scene-main">
                    <objects>
                        <viewController id="vc-main" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="main-view">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            </view>
                        </viewController>
                    </objects>

        """
    package static let tail = "\n            </objects>\n        </scene>\n    </scenes>\n</document>\n"

    /// A storyboard whose line 11 is `payload` (inside `<objects>`).
    package static func storyboard(_ payload: String) -> [UInt8] {
        Array((payloadPrefix + payload + tail).utf8)
    }

    package static func write(_ bytes: [UInt8], _ name: String, in directory: URL) throws -> String {
        try Data(bytes).write(to: directory.appendingPathComponent(name))
        return name
    }

    /// Lines 1–10 without the closing `</objects>`: what a payload written as a storyboard's
    /// objects follows.
    package static let payloadPrefix = head.replacingOccurrences(of: "            </objects>\n", with: "")
}
