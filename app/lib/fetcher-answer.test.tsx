// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { createContext, type Dispatch, type SetStateAction, useContext, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { type AnsweringFetcher, useFetcherAnswer } from "./fetcher-answer";

afterEach(cleanup);

// React Router's arrangement, in miniature: the answers sit in one mutable map that renders read (its
// context value never changes), the fetcher's state comes through the router state's context, and the
// map is written before the state update that goes with it is rendered.
type FetcherState = AnsweringFetcher<unknown>["state"];
const answers = new Map<string, { ok: boolean }>();
const RouterState = createContext<FetcherState>("idle");
let rerenderRow: Dispatch<SetStateAction<number>> = () => {};

function Row({ heard }: { heard: unknown[] }) {
  const state = useContext(RouterState);
  const [, setTick] = useState(0);
  rerenderRow = setTick;
  useFetcherAnswer({ state, data: answers.get("row") }, (answer) => heard.push(answer));
  return null;
}

function Screen({ state, heard }: { state: FetcherState; heard: unknown[] }) {
  return (
    <RouterState.Provider value={state}>
      <Row heard={heard} />
    </RouterState.Provider>
  );
}

describe("a fetcher's answer", () => {
  it("is heard once, after the render that shows it", () => {
    const heard: unknown[] = [];
    answers.clear();
    const screen = render(<Screen state="idle" heard={heard} />);
    screen.rerender(<Screen state="submitting" heard={heard} />);
    const saved = { ok: true };
    answers.set("row", saved);
    screen.rerender(<Screen state="loading" heard={heard} />);
    screen.rerender(<Screen state="idle" heard={heard} />);
    expect(heard).toEqual([saved]);
  });

  it("is heard even when a render saw it before the state that goes with it (and React kept that render's dependencies)", () => {
    const heard: unknown[] = [];
    answers.clear();
    const refused = { ok: false };
    answers.set("row", refused);
    const screen = render(<Screen state="idle" heard={heard} />);
    screen.rerender(<Screen state="submitting" heard={heard} />);

    const saved = { ok: true };
    answers.set("row", saved);
    // A render in between that React judges unchanged (its state update comes back to the same value):
    // it bails out of the row's effects but keeps what that render's hooks read.
    act(() => {
      rerenderRow(1);
      rerenderRow(0);
    });
    screen.rerender(<Screen state="loading" heard={heard} />);
    screen.rerender(<Screen state="idle" heard={heard} />);
    expect(heard).toEqual([refused, saved]);
  });
});
