import type { HttpMethod, RouteDef } from '../../shared/routes/define-route';
import { routes } from '../../shared/routes/route-table';

export interface RouteMatch<Id extends string = string> {
  id: Id;
  routeKey: string;
  pathParameters: Record<string, string> | undefined;
}

interface Compiled<Id extends string> {
  id: Id;
  method: HttpMethod;
  path: string;
  pattern: RegExp;
  names: string[];
  literalChars: number;
}

/**
 * A path parameter as API Gateway passes it: decoded, or left as sent when its percent-encoding is malformed, for the
 * handler to refuse with a 400 (a URIError thrown here would be a 500).
 */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Compiles the route table once; literal segments win over parameters, as API Gateway chooses the most specific route. */
export function createRouteMatcher<T extends Record<string, RouteDef> = typeof routes>(table: T = routes as unknown as T) {
  type Id = keyof T & string;
  const compiled: Compiled<Id>[] = (Object.keys(table) as Id[]).map((id) => {
    const { method, path } = table[id]!;
    const names: string[] = [];
    const pattern = new RegExp(
      `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`,
    );
    return { id, method, path, pattern, names, literalChars: path.replace(/\{\w+\}/g, '').length };
  });
  compiled.sort((a, b) => b.literalChars - a.literalChars);

  return {
    match(method: string, path: string): RouteMatch<Id> | 'method-not-allowed' | null {
      let pathMatched = false;
      for (const route of compiled) {
        const found = route.pattern.exec(path);
        if (!found) continue;
        pathMatched = true;
        if (route.method !== method) continue;
        const pathParameters = route.names.length
          ? Object.fromEntries(route.names.map((name, i) => [name, decodeSegment(found[i + 1]!)]))
          : undefined;
        return { id: route.id, routeKey: `${route.method} ${route.path}`, pathParameters };
      }
      return pathMatched ? 'method-not-allowed' : null;
    },
    allowedMethods(path: string): string[] {
      return compiled.filter((r) => r.pattern.test(path)).map((r) => r.method);
    },
  };
}
