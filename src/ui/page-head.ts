import type { Metadata } from "next";

/** The spec's `pageHeadTags`: title, description, og title/description/image, robots, links. */
export type PageHeadTags = {
  title?: string;
  description?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
  robots?: string;
  canonical?: string;
  alternates?: Record<string, string>;
};

export type PageHeadDefaults = { title: string; description: string; siteName: string };

/** Turns page head tags into Next metadata, falling back to the default sharing texts. */
export function buildMetadata(tags: PageHeadTags, defaults: PageHeadDefaults): Metadata {
  const title = tags.title ?? defaults.title;
  const description = tags.description ?? defaults.description;
  return {
    title,
    description,
    robots: tags.robots ?? "index,follow",
    alternates: {
      canonical: tags.canonical,
      languages: tags.alternates,
    },
    openGraph: {
      type: "website",
      siteName: defaults.siteName,
      title: tags.ogTitle ?? title,
      description: tags.ogDescription ?? description,
      images: tags.ogImage ? [{ url: tags.ogImage }] : undefined,
    },
    twitter: {
      card: tags.ogImage ? "summary_large_image" : "summary",
      title: tags.ogTitle ?? title,
      description: tags.ogDescription ?? description,
    },
  };
}
