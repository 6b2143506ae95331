"""Swift source read as text, for the project's checkers (check-layers.py, check-koloda-catalog.py)."""
import re

# A type declaration's name: struct, class, enum, protocol, actor or typealias, after any attributes and modifiers.
DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*"
                         r"(?:public |open |package |internal |private |fileprivate |final |indirect )*"
                         r"(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z][A-Za-z0-9_]*)", re.M)


def code_of(path):
    """The file's code: string literals emptied, block and line comments removed."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    text = re.sub(r'"""(.|\n)*?"""', '""', text)
    text = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)
    text = re.sub(r"/\*(.|\n)*?\*/", "", text)
    return re.sub(r"//[^\n]*", "", text)
