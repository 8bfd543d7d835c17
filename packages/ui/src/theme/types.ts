/** Same leaf-mapping helper vanilla-extract uses internally; re-declared to keep it public. */
export type MapLeafNodes<Obj, LeafType> = {
  [Prop in keyof Obj]: Obj[Prop] extends Record<string, unknown>
    ? MapLeafNodes<Obj[Prop], LeafType>
    : LeafType;
};
