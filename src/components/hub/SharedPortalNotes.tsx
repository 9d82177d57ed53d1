import type { Dealership } from '../../data/dealers/schema.ts';
import { localized } from '../../i18n/Localized.tsx';
import { sharedSelectionPortals } from '../../lib/selection-portals.ts';
import { SharedPortalNote } from '../dealers/SharedPortalNote.tsx';

type SharedPortalNotesProps = {
  brands: ReadonlyArray<Pick<Dealership, 'name' | 'selectionPortal'>>;
  className?: string;
};

/** Under the hub's comparison: the note for every portal that several of `brands` share. */
export const SharedPortalNotes = localized(function SharedPortalNotesBody({
  brands,
  className,
}: SharedPortalNotesProps) {
  return sharedSelectionPortals(brands).map((portal) => (
    <SharedPortalNote key={portal.url} portal={portal} className={className} />
  ));
});
