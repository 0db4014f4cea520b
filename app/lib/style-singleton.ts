import { useEffect, type ComponentType } from "react";

/**
 * Stands in for the `react-style-singleton` package (vite.config.ts aliases
 * it here), which Radix's dialogs use through react-remove-scroll to lock the
 * page's scroll while a dialog is open. The package writes its rules into a
 * `<style>` element, which the site's Content-Security-Policy refuses
 * (`style-src` has no 'unsafe-inline', and a cached page has no nonce to give
 * it). The same rules go into a constructed stylesheet adopted by the
 * document instead: the CSSOM is not an inline style, so no policy applies.
 * Same exports, same behaviour: the rules are added when the first user
 * mounts and removed when the last one unmounts.
 */

interface Sheet {
  add(style: string): void;
  remove(): void;
}

export function stylesheetSingleton(): Sheet {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style) {
      if (counter === 0 && typeof document !== "undefined") {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter === 0 && sheet) {
        const adopted = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((candidate) => candidate !== adopted);
        sheet = null;
      }
    },
  };
}

export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton();
  return (styles, isDynamic) => {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // As the package does: the rules are read once unless marked dynamic.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [styles && isDynamic]);
  };
}

export function styleSingleton(): ComponentType<{ styles: string; dynamic?: boolean }> {
  const useStyle = styleHookSingleton();
  function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  }
  return Sheet;
}
