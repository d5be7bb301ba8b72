import * as React from 'react';

type AnyProps = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

/** Calls every ref it is given: the component's own and the child's. */
function composeRefs<T>(...refs: (React.Ref<T> | undefined)[]): React.RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') return ref(node);
      if (ref) (ref as React.RefObject<T | null>).current = node;
      return undefined;
    });
    return () => {
      cleanups.forEach((cleanup, i) => {
        const ref = refs[i];
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) (ref as React.RefObject<T | null>).current = null;
      });
    };
  };
}

/**
 * The `asChild` pattern of our Button and Badge: renders its single child element with the
 * component's props merged in, as Radix's Slot does for them (the child's handler runs first, then
 * the component's; classes are joined, styles merged, any other prop of the child wins). Radix's
 * own parts keep Radix's Slot; this one keeps a button-styled link off the first screen's bundle.
 */
export function Slot({
  children,
  ref,
  ...slotProps
}: AnyProps & { children?: React.ReactNode; ref?: React.Ref<HTMLElement> }) {
  if (!React.isValidElement<AnyProps>(children)) {
    return React.Children.count(children) > 1 ? React.Children.only(null) : null;
  }
  const childProps = children.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const slotValue = slotProps[key];
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[key] = (...args: unknown[]) => {
        const result = (childValue as Handler)(...args);
        (slotValue as Handler)(...args);
        return result;
      };
    } else if (key === 'style') {
      merged[key] = { ...(slotValue as object), ...(childValue as object) };
    } else if (key === 'className') {
      merged[key] = [slotValue, childValue].filter(Boolean).join(' ');
    }
  }
  const childRef = childProps.ref as React.Ref<HTMLElement> | undefined;
  if (ref || childRef) merged.ref = ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef);
  return React.cloneElement(children, merged);
}
