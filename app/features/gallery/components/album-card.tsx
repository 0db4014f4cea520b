import { Images } from "lucide-react";
import { Link } from "react-router";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import { useT, useFormat, useLocalPath } from "../../../lib/i18n/index.ts";
import type { AlbumCard as AlbumCardData, YearGroup } from "../schema.ts";
import type { ImageSources } from "../../../lib/image-sources.ts";

export function AlbumCard({ album, images, priority = false }: { album: AlbumCardData; images: Record<string, ImageSources>; priority?: boolean }) {
  const t = useT();
  const localPath = useLocalPath();
  const format = useFormat();
  return (
    <article data-testid="album-card" className="group relative overflow-hidden rounded-lg border border-white/10 bg-night-2 focus-within:border-gold">
      <div className="relative aspect-[4/3] overflow-hidden bg-night-3">
        <ResponsiveImage
          url={album.cover}
          sources={images}
          alt=""
          sizes="(min-width: 1280px) 400px, (min-width: 640px) 45vw, 100vw"
          priority={priority}
          className="absolute inset-0 h-full w-full object-cover transition-transform duration-700 group-hover:scale-105"
        />
        <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-night via-night/30 to-transparent" />
        <span className="absolute top-4 right-4 inline-flex items-center gap-1.5 rounded-full bg-night/80 px-3 py-1 text-xs font-semibold text-cream ring-1 ring-white/15 backdrop-blur">
          <Images aria-hidden="true" size={14} className="text-gold" />
          {t.count(album.photoCount, { one: "gallery.photoCountOne", other: "gallery.photoCount" })}
        </span>
        <div className="absolute inset-x-0 bottom-0 p-6">
          {album.date ? (
            <time dateTime={album.date} className="text-sm font-medium text-mist">
              {format.date(album.date)}
            </time>
          ) : null}
          <h3 lang={album.lang} className="mt-1 text-2xl leading-tight text-cream">
            <Link to={localPath(`/gallery/albums/${album.slug}`)} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
              {album.title}
            </Link>
          </h3>
        </div>
      </div>
    </article>
  );
}

/** The Photos tab: albums grouped by year, newest year first (§2). */
export function AlbumsByYear({ groups, images }: { groups: readonly YearGroup[]; images: Record<string, ImageSources> }) {
  const t = useT();
  return (
    <div className="space-y-16">
      {groups.map((group, groupIndex) => (
        <section key={group.year} aria-labelledby={`year-${group.year}`} data-testid="year-group">
          <div className="mb-8 flex items-center gap-6">
            <h2 id={`year-${group.year}`} className="text-5xl text-cream">
              <span className="sr-only">{t("gallery.albumsOf", { year: group.year })}</span>
              <span aria-hidden="true">{group.year}</span>
            </h2>
            <span aria-hidden="true" className="h-px flex-1 bg-gradient-to-r from-signal via-white/15 to-transparent" />
          </div>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {group.albums.map((album, index) => (
              <AlbumCard key={album.id} album={album} images={images} priority={groupIndex === 0 && index === 0} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
