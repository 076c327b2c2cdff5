import { configure } from "@testing-library/dom";

// findBy… and waitFor wait on real fetches, timers and renders: a second (the library's default) is
// too little on a busy two-core machine running both suites; a wait still ends as soon as its
// condition holds.
configure({ asyncUtilTimeout: 10_000 });
