"""The one error content loading raises."""


class ContentError(Exception):
    """A data file is missing or wrong. str() is one line: '<file>: <problem>'."""

    def __init__(self, path, problem: str):
        self.path = str(path)
        self.problem = problem
        super().__init__(f"{self.path}: {problem}")
