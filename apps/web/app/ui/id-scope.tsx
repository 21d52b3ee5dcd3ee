import { Component, type ReactNode } from 'react';

/**
 * Numbers the ids (useId) of what it wraps apart from the page's, as `P{scope}-n`. Preact numbers ids in
 * render order from the nearest vnode that has its own sequence (its `__m`; the root's otherwise). The
 * server renders an island's content and hydration does not, so without a scope of its own every id after
 * an island would differ between the server's markup and the browser's tree, and Preact keeps the
 * server's attributes while hydrating: a field's error would name an id nobody has. (decision
 * record 15)
 */
export class IdScope extends Component<{ scope: number; children: ReactNode }> {
  override render() {
    const vnode = (this as unknown as { __v: { __m?: [number, number] } }).__v;
    vnode.__m ??= [this.props.scope, 0];
    return this.props.children;
  }
}
