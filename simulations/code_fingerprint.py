"""What a measurement's samples depend on besides its configuration: the source of every project module the
measure imports, transitively, and the versions of the numeric libraries.

The import graph is read from the modules' source (``import`` and ``from ... import`` statements, relative
imports resolved, the packages whose ``__init__`` an import runs included), not from what happens to be loaded,
so an edit to any module a measure reaches changes its fingerprint, and an edit elsewhere does not. A module is
the project's if its top-level package is one of ratekit's packages or the measure's own (a plugin's package).
"""

from __future__ import annotations

import ast
import hashlib
import importlib.util
import platform
from functools import lru_cache
from importlib import metadata
from pathlib import Path

#: ratekit's own top-level packages
PROJECT_PACKAGES = ("bounds", "simulations", "paper_figures")
#: distributions whose numerics can change a sample
NUMERIC_DEPENDENCIES = ("numpy", "scipy", "sympy", "dp-accounting")


def _source_file(name: str) -> Path | None:
    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.origin or not spec.origin.endswith(".py"):
        return None
    return Path(spec.origin)


@lru_cache(maxsize=4096)
def _imports_of(path: Path, package: str, mtime_ns: int, size: int) -> tuple[str, ...]:
    """Absolute names a source file imports (each ``from X import y`` gives X and X.y); memoised per file state."""
    tree = ast.parse(path.read_bytes(), filename=str(path))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1])
                module = f"{base}.{node.module}" if node.module else base
            else:
                module = node.module or ""
            names.append(module)
            names += [f"{module}.{alias.name}" for alias in node.names if alias.name != "*"]
    return tuple(names)


def _package_of(name: str, path: Path) -> str:
    return name if path.name == "__init__.py" else name.rpartition(".")[0]


def project_modules(module: str) -> dict[str, Path]:
    """Every project module ``module`` reaches through imports (itself and its parent packages included)."""
    own = {*PROJECT_PACKAGES, module.split(".")[0]}
    found: dict[str, Path] = {}
    pending = [module]
    while pending:
        name = pending.pop()
        if name in found or name.split(".")[0] not in own:
            continue
        path = _source_file(name)
        if path is None:
            continue  # a name imported from a module (a function, a class), not a module
        found[name] = path
        parents = [name.rsplit(".", k)[0] for k in range(1, name.count(".") + 1)]
        stat = path.stat()
        pending += parents + list(_imports_of(path, _package_of(name, path), stat.st_mtime_ns, stat.st_size))
    return found


def installed_version(dist: str) -> str:
    """The installed version of a distribution, or "not installed"."""
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return "not installed"


@lru_cache(maxsize=1)
def _versions() -> tuple[tuple[str, str], ...]:
    # read once per process: a numeric library is not replaced under a running interpreter that has imported it
    return (("python", platform.python_version()), *((dist, installed_version(dist)) for dist in NUMERIC_DEPENDENCIES))


def dependency_versions() -> dict[str, str]:
    """Python's version and each numeric dependency's installed version."""
    return dict(_versions())


@lru_cache(maxsize=4096)
def _source_digest(path: Path, mtime_ns: int, size: int) -> bytes:
    """The SHA-256 of a source file; memoised per file state, as :func:`_imports_of` is."""
    return hashlib.sha256(path.read_bytes()).digest()


def fingerprint(module: str) -> str:
    """A hash of the sources ``module`` reaches and of the numeric dependencies' versions."""
    digest = hashlib.sha256()
    for name, path in sorted(project_modules(module).items()):
        stat = path.stat()
        digest.update(name.encode() + b"\0" + _source_digest(path, stat.st_mtime_ns, stat.st_size) + b"\0")
    for dist, version in sorted(dependency_versions().items()):
        digest.update(f"{dist}={version}\0".encode())
    return digest.hexdigest()[:24]
