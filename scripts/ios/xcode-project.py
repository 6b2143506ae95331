#!/usr/bin/env python3
"""Checks the example app's Xcode project with a real .pbxproj parser (the PyPI package `pbxproj`; run it through
scripts/check-xcode-project.sh, which installs that package), and writes the Swift sources the app target compiles,
one repository-relative path a line, to SOURCES_OUT: scripts/ios-build.sh builds exactly those files.

What it checks, each a reason the project would not open, build or run from Xcode as the README says:
  * the project parses, and has one application target, with a Sources, a Frameworks and a Resources phase;
  * every file the project names exists; its Swift sources are every .swift file of the app's folder, no more or less;
  * it depends on this package through a local package reference (`relativePath`) and links product `Koloda`;
  * its Info.plist agrees with its build settings (bundle identifier, executable, device families, deployment
    target, which is also Package.swift's), names a launch storyboard that the Resources phase copies (a launch
    screen that works on iOS 13: `UILaunchScreen` is iOS 14 and later), and allows every orientation on iPad;
  * it builds in Swift 6 mode, as scripts/ios-build.sh does;
  * a shared scheme runs the app target, so the project opens with it selected.
Exit status 1 lists every problem found.
usage: xcode-project.py PROJECT.xcodeproj SOURCES_OUT [ROOT]
  ROOT  the repository the project belongs to (default: the one holding this script; the selftest passes a copy)"""
import os
import plistlib
import re
import sys
import xml.etree.ElementTree as ElementTree

from pbxproj import XcodeProject

project_path, sources_out = sys.argv[1:3]
root = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else \
    os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
project_path = os.path.abspath(project_path)
project_dir = os.path.dirname(project_path)  # what the project's relative paths start from
problems = []


def problem(message):
    if message not in problems:  # the same fault seen from each configuration is one problem
        problems.append(message)


def text(value):
    """A parsed value as plain text (the parser keeps ids with their comments)."""
    return str(value).split(" /*")[0].strip('"')


def rel(path):
    return os.path.relpath(path, root)


try:
    project = XcodeProject.load(os.path.join(project_path, "project.pbxproj"))
except Exception as error:  # the parser raises several kinds; any of them means Xcode would not open it either
    sys.exit(f"xcode-project: {rel(project_path)}/project.pbxproj does not parse: {type(error).__name__} {error}")
objects = project.objects


def section(isa):
    return objects.get_objects_in_section(isa)


# Where each file reference lives: group paths from the main group down (sourceTree "<group>").
parents = {}
for group in section("PBXGroup"):
    for child in group["children"]:
        parents[text(child)] = group


def path_of(reference):
    tree = text(reference["sourceTree"])
    if tree == "BUILT_PRODUCTS_DIR":
        return None
    if tree not in ("<group>", "SOURCE_ROOT"):
        problem(f"{text(reference['path'])}: sourceTree {tree} is outside the project")
        return None
    parts, node = [text(reference["path"])], reference
    while tree == "<group>" and node.get_id() in parents:
        node = parents[node.get_id()]
        if "path" in node:
            parts.insert(0, text(node["path"]))
    return os.path.normpath(os.path.join(project_dir, *parts))


for reference in section("PBXFileReference"):
    path = path_of(reference)
    if path is not None and not os.path.exists(path):
        problem(f"the project names {rel(path)}, which does not exist")

targets = section("PBXNativeTarget")
apps = [t for t in targets if text(t["productType"]) == "com.apple.product-type.application"]
if len(apps) != 1:
    sys.exit(f"xcode-project: expected one application target, found {len(apps)}")
app = apps[0]
name = text(app["name"])
phases = {text(objects[text(p)]["isa"]): objects[text(p)] for p in app["buildPhases"]}
for isa in ("PBXSourcesBuildPhase", "PBXFrameworksBuildPhase", "PBXResourcesBuildPhase"):
    if isa not in phases:
        problem(f"target {name} has no {isa}")


def phase_files(isa):
    files = []
    for build_file in phases.get(isa, {"files": []})["files"]:
        build_file = objects[text(build_file)]
        if "fileRef" in build_file:
            files.append(path_of(objects[text(build_file["fileRef"])]))
        else:
            files.append(("product", text(build_file["productRef"])))
    return files


# Sources: exactly the app folder's Swift files.
sources = sorted(p for p in phase_files("PBXSourcesBuildPhase") if p is not None)
if not sources:
    problem(f"target {name} compiles no Swift file")
folders = {os.path.dirname(p) for p in sources}
if len(folders) != 1:
    problem(f"the sources are in {len(folders)} folders; the example keeps them in one: {sorted(map(rel, folders))}")
for folder in folders:
    on_disk = {os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".swift")}
    for path in sorted(on_disk - set(sources)):
        problem(f"{rel(path)} is in the app's folder but not in target {name}'s sources")
non_swift = [p for p in sources if not p.endswith(".swift")]
if non_swift:
    problem(f"non-Swift sources: {[rel(p) for p in non_swift]}")

# The package: a local reference to this repository, and its product Koloda linked.
packages = {p.get_id(): p for p in section("XCLocalSwiftPackageReference")}
koloda_products = set()
for dependency in section("XCSwiftPackageProductDependency"):
    package = text(dependency["package"]) if "package" in dependency else None
    if package not in packages:
        problem(f"product {text(dependency['productName'])} comes from no local package reference")
        continue
    package_dir = os.path.normpath(os.path.join(project_dir, text(packages[package]["relativePath"])))
    manifest = os.path.join(package_dir, "Package.swift")
    if package_dir != root:
        problem(f"the local package is {package_dir}, not this repository ({root})")
    elif not re.search(r'\.library\(name: "%s"' % re.escape(text(dependency["productName"])), open(manifest).read()):
        problem(f"Package.swift declares no library product {text(dependency['productName'])}")
    if text(dependency["productName"]) == "Koloda":
        koloda_products.add(dependency.get_id())
if not koloda_products & {text(d) for d in app["packageProductDependencies"]}:
    problem(f"target {name} does not depend on product Koloda")
if not koloda_products & {p[1] for p in phase_files("PBXFrameworksBuildPhase") if isinstance(p, tuple)}:
    problem(f"target {name} does not link product Koloda")

# Build settings, every configuration of the target over the project's.
root_object = objects[text(project.rootObject)]


def configurations(owner):
    return {text(objects[text(c)]["name"]): objects[text(c)]["buildSettings"]
            for c in objects[text(owner["buildConfigurationList"])]["buildConfigurations"]}


project_settings = configurations(root_object)
package_ios = re.search(r"\.iOS\(\.v(\d+)(?:_(\d+))?\)", open(os.path.join(root, "Package.swift")).read())
package_ios = f"{package_ios.group(1)}.{package_ios.group(2) or 0}"
info_plist_paths = set()
for configuration, settings in configurations(app).items():
    def setting(key):
        for owner in (settings, project_settings.get(configuration, {})):
            if key in owner:
                value = owner[key]
                return text(value) if not isinstance(value, list) else [text(v) for v in value]
        return None

    where = f"{name} ({configuration})"
    info_plist_paths.add(setting("INFOPLIST_FILE"))
    if setting("GENERATE_INFOPLIST_FILE") == "YES":
        problem(f"{where}: GENERATE_INFOPLIST_FILE would replace the example's Info.plist")
    if setting("SWIFT_VERSION") not in ("6", "6.0"):
        problem(f"{where}: SWIFT_VERSION {setting('SWIFT_VERSION')}; the example is Swift 6 code")
    if setting("IPHONEOS_DEPLOYMENT_TARGET") != package_ios:
        problem(f"{where}: IPHONEOS_DEPLOYMENT_TARGET {setting('IPHONEOS_DEPLOYMENT_TARGET')}, "
                f"Package.swift says iOS {package_ios}")
    if setting("SDKROOT") != "iphoneos":
        problem(f"{where}: SDKROOT {setting('SDKROOT')}, not iphoneos")
    if len(info_plist_paths) != 1:
        problem("the configurations name different Info.plist files")
    plist_path = os.path.join(project_dir, setting("INFOPLIST_FILE") or "")
    if not os.path.isfile(plist_path):
        problem(f"{where}: INFOPLIST_FILE {setting('INFOPLIST_FILE')} does not exist")
        continue
    with open(plist_path, "rb") as f:
        info = plistlib.load(f)
    product_name = setting("PRODUCT_NAME").replace("$(TARGET_NAME)", name)
    expected = {"CFBundleIdentifier": setting("PRODUCT_BUNDLE_IDENTIFIER"), "CFBundleExecutable": product_name,
                "MinimumOSVersion": package_ios,
                "UIDeviceFamily": [int(f) for f in (setting("TARGETED_DEVICE_FAMILY") or "").split(",") if f]}
    for key, value in expected.items():
        if info.get(key) != value:
            problem(f"{rel(plist_path)}: {key} is {info.get(key)!r}, the build settings make it {value!r}")

    # A launch screen that iOS 13 reads, and copied into the app.
    storyboard = info.get("UILaunchStoryboardName")
    resources = [os.path.basename(p) for p in phase_files("PBXResourcesBuildPhase") if isinstance(p, str)]
    if not storyboard:
        problem(f"{rel(plist_path)}: no UILaunchStoryboardName (UILaunchScreen alone is iOS 14 and later; an iOS 13 "
                f"device runs the app letterboxed)")
    elif storyboard + ".storyboard" not in resources:
        problem(f"{rel(plist_path)}: launch storyboard {storyboard} is not in the Resources phase ({resources})")
    # A scene manifest naming a scene delegate the sources declare: apps built with the iOS 26 SDK need one to launch.
    roles = info.get("UIApplicationSceneManifest", {}).get("UISceneConfigurations", {})
    delegates = [c.get("UISceneDelegateClassName", "") for c in roles.get("UIWindowSceneSessionRoleApplication", [])]
    if not delegates:
        problem(f"{rel(plist_path)}: no UIApplicationSceneManifest with an application scene configuration (apps "
                f"built with the iOS 26 SDK need one)")
    for delegate in delegates:
        class_name = delegate.rsplit(".", 1)[-1]
        declared = any(re.search(rf"\bclass {re.escape(class_name)}\b", open(path).read())
                       for path in sources if isinstance(path, str) and os.path.isfile(path))
        if not class_name or not declared:
            problem(f"{rel(plist_path)}: scene delegate {delegate!r} is not a class of the app's sources")
    # iPad: multitasking needs all four orientations (or UIRequiresFullScreen); App Store validation checks it.
    if 2 in info.get("UIDeviceFamily", []) and not info.get("UIRequiresFullScreen"):
        ipad = set(info.get("UISupportedInterfaceOrientations~ipad", info.get("UISupportedInterfaceOrientations", [])))
        missing = {"UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
                   "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"} - ipad
        if missing:
            problem(f"{rel(plist_path)}: iPad lacks orientations {sorted(missing)}")

# A shared scheme that builds and runs the app target.
schemes_dir = os.path.join(project_path, "xcshareddata", "xcschemes")
schemes = sorted(f for f in os.listdir(schemes_dir) if f.endswith(".xcscheme")) if os.path.isdir(schemes_dir) else []
runs_app = []
container = "container:" + os.path.basename(project_path)
product = text(objects[text(app["productReference"])]["path"])
for scheme in schemes:
    tree = ElementTree.parse(os.path.join(schemes_dir, scheme))
    for reference in tree.findall("./LaunchAction/BuildableProductRunnable/BuildableReference"):
        if (reference.get("BlueprintIdentifier") == app.get_id() and reference.get("BuildableName") == product
                and reference.get("ReferencedContainer") == container):
            runs_app.append(scheme)
if not runs_app:
    problem(f"no shared scheme (xcshareddata/xcschemes) launches {product}")

if problems:
    for message in problems:
        print(f"xcode-project: {message}")
    sys.exit(1)
with open(sources_out, "w") as f:
    f.write("".join(rel(p) + "\n" for p in sources))
print(f"xcode-project: {rel(project_path)} parses; target {name} builds {len(sources)} Swift files of "
      f"{rel(sources[0].rsplit('/', 1)[0])} with product Koloda of this package, Info.plist agrees with it, "
      f"shared scheme {runs_app[0]}")
