"""Hard instances and test functions: value, gradient (and Hessian where needed) for a batch of points."""
