import { ar } from "./ar";
import { de } from "./de";
import { en, type CopyKey } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { id } from "./id";
import { it } from "./it";
import { ja } from "./ja";
import { ko } from "./ko";
import { pl } from "./pl";
import { pt } from "./pt";
import { th } from "./th";
import { tr } from "./tr";
import { vi } from "./vi";
import { zhCN } from "./zh-cn";
import { zhTW } from "./zh-tw";

/** Every locale's copy of the demo funnels; a missing key falls back to English. */
export const allCopy: Record<string, Partial<Record<CopyKey, string>>> = {
  ar,
  de,
  en,
  es,
  fr,
  id,
  it,
  ja,
  ko,
  pl,
  pt,
  th,
  tr,
  vi,
  "zh-CN": zhCN,
  "zh-TW": zhTW,
};
