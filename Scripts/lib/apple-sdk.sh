# SPDX-License-Identifier: MIT
# Sourced, not run: compiling (never linking or running) Swift packages for arm64-apple-ios12.0 on Linux, against
# the iPhoneOS 16.5 SDK that the workplace's apple-sdk/setup.sh prepares from a copy of `github:theos/sdks` (see
# "Apple platforms" in CONTRIBUTING.md). Used by Scripts/check-apple-build.sh. The callers run under
# `set -euo pipefail`.
#
# What the SDK's age needs, besides what setup.sh prepares (a resource directory without Linux's module maps,
# Dispatch's API notes, a `libtool` stub and the RxOldSDKShims module, imported into every file):
# - the SDK's standard library (Swift 5.8) has no `_willThrowTyped`, which a Swift 6 compiler calls where a function
#   with a typed `throws(E)` throws, and the compiler crashes (signal 11, in SILGen's emitThrow) when it is missing.
#   rx_apple_prepare puts a copy of the standard library's interface with that one declaration added first on the
#   import path; modules that depend on it are rebuilt from their interfaces in the check's own module cache. The same
#   copy declares `CommandLine.arguments` with accessors, as current standard libraries do (Swift 6 reports 5.8's
#   stored variable as shared mutable state).
# - the SDK has no XCTest (Xcode keeps it beside the SDK): Scripts/AppleBuild/XCTest is a compile-only stand-in.
# - a few more things current SDKs have and this one lacks (Sendable dispatch objects): Scripts/AppleBuild/SDKShims,
#   a second shim module imported into every file like RxOldSDKShims, each declaration with its reason.

rx_apple_home=${RX_APPLE_SDK_HOME:-$HOME/apple-sdk}
rx_apple_sdk=${RX_APPLE_SDK:-$rx_apple_home/iPhoneOS16.5.sdk}
rx_apple_resource=${RX_APPLE_RESOURCE:-$rx_apple_home/resource}
rx_apple_shims=${RX_APPLE_SHIMS:-$rx_apple_home/shims}
rx_apple_target=arm64-apple-ios12.0

# rx_apple_missing: prints why no SDK can be used (and returns 0), or nothing (and returns 1) when one is prepared.
rx_apple_missing() {
    if [[ ! -f "$rx_apple_sdk/SDKSettings.json" ]]; then
        echo "no iPhoneOS SDK at $rx_apple_sdk"
    elif [[ ! -e "$rx_apple_shims/RxOldSDKShims.swiftmodule" ]]; then
        echo "no RxOldSDKShims module at $rx_apple_shims"
    elif [[ ! -x "$rx_apple_resource/bin/libtool" ]]; then
        echo "no prepared resource directory at $rx_apple_resource"
    else
        return 1
    fi
}

# rx_apple_prepare DIRECTORY: prepares what every compilation of the check needs: the standard library's interface
# with `_willThrowTyped`, and, in DIRECTORY, the XCTest stand-in and the RxAppleBuildShims module. Sets
# rx_apple_stdlib, rx_apple_overlay and rx_apple_module_cache.
rx_apple_prepare() {
    local dir=$1 here stdlib interface patched
    here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
    rx_apple_overlay=$dir/overlay
    # The standard library's copy and the module cache live beside the SDK, so that every checkout and every run
    # reuses the modules built from the SDK's interfaces (a minute and a half on 2 cores); both depend only on the SDK
    # and on this file's patch, and the compiler keys its cache by content.
    rx_apple_stdlib=$rx_apple_home/rx-stdlib-overlay
    rx_apple_module_cache=$rx_apple_home/rx-module-cache
    stdlib=$rx_apple_stdlib/Swift.swiftmodule
    interface=$stdlib/arm64-apple-ios.swiftinterface
    mkdir -p "$stdlib" "$rx_apple_overlay" "$rx_apple_module_cache"
    patched=$(mktemp)
    cp "$rx_apple_sdk/usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface" "$patched"
    if ! grep -q "func _willThrowTyped" "$patched"; then
        # Swift 6's standard library declares it emitted into the client, so nothing needs to exist at run time.
        echo '@_alwaysEmitIntoClient public func _willThrowTyped<E>(_ error: E) where E : Swift.Error {}' >>"$patched"
    fi
    # Swift 5.8 declares `CommandLine.arguments` a stored static variable, which Swift 6 reports as shared mutable
    # state; current standard libraries declare it with accessors, as here.
    sed -i 's/^  public static var arguments: \[Swift.String\]$/  public static var arguments: [Swift.String] { get set }/' \
        "$patched"
    # Replaced only when it changes, so that the modules built from it stay valid.
    if ! cmp -s "$patched" "$interface"; then mv "$patched" "$interface"; else rm -f "$patched"; fi
    rx_apple_swiftc -emit-module -parse-as-library -module-name XCTest \
        -emit-module-path "$rx_apple_overlay/XCTest.swiftmodule" "$here/AppleBuild/XCTest/XCTest.swift"
    rx_apple_swiftc -emit-module -parse-as-library -module-name RxAppleBuildShims \
        -emit-module-path "$rx_apple_overlay/RxAppleBuildShims.swiftmodule" \
        "$here/AppleBuild/SDKShims/RxAppleBuildShims.swift"
}

# rx_apple_swiftc ARGUMENTS: swiftc for the iOS target, with the overlay and the shims.
rx_apple_swiftc() {
    swiftc -target "$rx_apple_target" -sdk "$rx_apple_sdk" -resource-dir "$rx_apple_resource" \
        -module-cache-path "$rx_apple_module_cache" -Xfrontend -disable-legacy-type-info \
        -I "$rx_apple_stdlib" -I "$rx_apple_overlay" "$@"
}

# rx_apple_swift_build ARGUMENTS: `swift build` for the iOS target (pass --scratch-path and what to build).
rx_apple_swift_build() {
    PATH=$rx_apple_resource/bin:$PATH swift build --triple "$rx_apple_target" --sdk "$rx_apple_sdk" \
        -Xswiftc -resource-dir -Xswiftc "$rx_apple_resource" \
        -Xswiftc -module-cache-path -Xswiftc "$rx_apple_module_cache" \
        -Xswiftc -Xfrontend -Xswiftc -disable-legacy-type-info \
        -Xswiftc -I -Xswiftc "$rx_apple_stdlib" -Xswiftc -I -Xswiftc "$rx_apple_overlay" \
        -Xswiftc -I -Xswiftc "$rx_apple_shims" \
        -Xswiftc -Xfrontend -Xswiftc -import-module -Xswiftc -Xfrontend -Xswiftc RxOldSDKShims \
        -Xswiftc -Xfrontend -Xswiftc -import-module -Xswiftc -Xfrontend -Xswiftc RxAppleBuildShims \
        "$@"
}

# rx_apple_diagnostics LOG: prints every error and every warning of LOG but the one the SDK's age causes ("no unsafe
# operations occur within 'unsafe' expression": its standard library predates the `@unsafe` annotations), each once.
# Returns 1 when it printed any.
rx_apple_diagnostics() {
    local found
    found=$(grep -E "(^|: )(error|warning): " "$1" | grep -v "no unsafe operations occur within 'unsafe' expression" \
        | sort -u || true)
    [[ -z "$found" ]] && return 0
    echo "$found"
    return 1
}
