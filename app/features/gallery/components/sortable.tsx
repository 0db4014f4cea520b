import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { createContext, useContext, useMemo, useRef } from "react";
import { cn } from "../../../lib/cn.ts";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";

/**
 * Drag-and-drop reordering (dnd-kit) for the gallery's lists: by pointer, and
 * by keyboard from each item's handle (Space picks up, arrows move, Space
 * drops, Escape cancels), with what happens read out to screen readers.
 * Every list also has Move up / Move down buttons that post without
 * JavaScript; this is the faster way on top of them.
 */

interface SortableAreaProps {
  /** Stable id for server rendering (dnd-kit's generated ids would differ between server and browser). */
  id: string;
  ids: readonly string[];
  /** The name each item is read out with. */
  nameOf: (id: string) => string;
  /** Whether `active` may be dropped at `over`'s place (albums stay within their year). */
  canDrop?: (active: string, over: string) => boolean;
  /** Refused drop: what to read out. */
  refusedMessage?: string;
  onReorder: (ids: string[]) => void;
  children: React.ReactNode;
}

const LabelContext = createContext<(id: string) => string>((id) => id);

export function SortableArea({ id, ids, nameOf, canDrop = () => true, refusedMessage, onReorder, children }: SortableAreaProps) {
  const t = useAdminT();
  const hydrated = useHydrated();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const name = (value: UniqueIdentifier) => nameOf(String(value));
  const position = (value: UniqueIdentifier) => ids.indexOf(String(value)) + 1;
  // The first "over" is the item itself, right after pick-up: saying it would talk over "Picked up".
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return t("galleryAdmin.dnd.pickedUp", { name: name(active.id), position: position(active.id), total: ids.length });
    },
    onDragOver: ({ active, over }) => {
      if (!over || (!moved.current && over.id === active.id)) return undefined;
      moved.current = true;
      return t("galleryAdmin.dnd.over", { name: name(active.id), position: position(over.id), total: ids.length });
    },
    onDragEnd: ({ active, over }) => {
      if (!over) return t("galleryAdmin.dnd.cancelled", { name: name(active.id) });
      if (!canDrop(String(active.id), String(over.id))) return refusedMessage ?? t("galleryAdmin.dnd.cancelled", { name: name(active.id) });
      return t("galleryAdmin.dnd.dropped", { name: name(active.id), position: position(over.id), total: ids.length });
    },
    onDragCancel: ({ active }) => t("galleryAdmin.dnd.cancelled", { name: name(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    if (!canDrop(String(active.id), String(over.id))) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from === -1 || to === -1) return;
    onReorder(arrayMove([...ids], from, to));
  };
  const items = useMemo(() => [...ids], [ids]);
  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      // The announcer's elements go to <body>: inside a <table> they would be misplaced markup.
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("galleryAdmin.dnd.instructions") }, container: hydrated ? document.body : undefined }}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <LabelContext.Provider value={nameOf}>{children}</LabelContext.Provider>
      </SortableContext>
    </DndContext>
  );
}

/**
 * One sortable item: `ref` and `style` go on the moving element, `handle` is
 * the drag handle to render inside it.
 */
export function useSortableItem(id: string, enabled = true) {
  const t = useAdminT();
  const nameOf = useContext(LabelContext);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: !enabled });
  const style: React.CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: isDragging ? "relative" : undefined,
    zIndex: isDragging ? 10 : undefined,
  };
  const handle = enabled ? (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t("galleryAdmin.dnd.handle", { name: nameOf(id) })}
      data-testid="drag-handle"
      className={cn(
        "inline-flex size-9 cursor-grab touch-none items-center justify-center rounded border border-white/15 text-mist hover:border-gold hover:text-cream focus-visible:border-gold focus-visible:text-cream",
        isDragging && "cursor-grabbing border-gold text-cream",
      )}
    >
      <GripVertical size={18} aria-hidden="true" />
    </button>
  ) : null;
  return { ref: setNodeRef, style, handle, isDragging };
}
