import type { PricePackage } from "@/features/pricing/domain/package";

/**
 * What the package editor saves, and what each version in the history holds
 * (docs/package-admin.md): staff's name for the package, the package itself and the package
 * sets it belongs to (in each set it keeps its place; a set it joins gets it last).
 */
export type PackageContent = { name: string; package: PricePackage; setIds: string[] };

/** Entity type of price packages in entity versions and the audit log. */
export const PACKAGE_ENTITY = "price-package";

/** One row of the package list. */
export type PackageSummary = {
  id: string;
  name: string;
  /** Null when the stored row is not a valid package. */
  pkg: PricePackage | null;
  active: boolean;
  sold: boolean;
  /** The newest version in the history; 0 for a package the editor never saved. */
  version: number;
  setIds: string[];
};

/** One package set as the editor offers it. */
export type PackageSetOption = { id: string; label: string };
