import { SpanStatusCode, context, trace } from '@opentelemetry/api';
import { getOperationAST, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * A span per GraphQL operation, `graphql.operation <name>`, for /api/graphql (the yoga plugin
 * below) and the pages' in-process queries (graphql/client/server.ts) alike; the upstream calls
 * its resolvers make are its children (adapters/upstreamTracing.ts). Without a tracer provider
 * (server/telemetry.ts) it is the API's no-op.
 *
 * Its attributes are the operation's name and type and its errors' count and codes: never the
 * document or its variables, which carry patient ids and customers' details.
 */

const tracer = () => trace.getTracer('farooq-hospital-web/graphql');

/** What the span says of the answer's errors. */
interface AnswerErrors {
  count: number;
  /** Their extensions' codes (UPSTREAM_UNAVAILABLE, BAD_USER_INPUT…), each once. */
  codes: string[];
}

/** The errors of an answer's `errors` list (graphql-js's or Apollo's). */
export function answerErrors(
  errors: readonly { extensions?: Record<string, unknown> }[] | undefined,
): AnswerErrors {
  const codes = new Set<string>();
  for (const error of errors ?? []) {
    const code = error.extensions?.code;
    if (typeof code === 'string') codes.add(code);
  }
  return { count: errors?.length ?? 0, codes: [...codes] };
}

/** Runs an operation in its span; `errorsOf` reads its answer's errors. */
export async function traceOperation<T>(
  document: DocumentNode,
  operationName: string | null | undefined,
  run: () => Promise<T> | T,
  errorsOf: (answer: T) => AnswerErrors,
): Promise<T> {
  const operation = getOperationAST(document, operationName);
  const name = operation?.name?.value ?? 'anonymous';
  const span = tracer().startSpan(`graphql.operation ${name}`, {
    attributes: {
      'graphql.operation.name': name,
      'graphql.operation.type': operation?.operation ?? 'unknown',
    },
  });
  try {
    const answer = await context.with(trace.setSpan(context.active(), span), run);
    const { count, codes } = errorsOf(answer);
    span.setAttribute('graphql.error.count', count);
    if (count > 0) {
      span.setAttribute('graphql.error.codes', codes);
      span.setStatus({ code: SpanStatusCode.ERROR, message: `${count} errors` });
    }
    return answer;
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: 'execution failed' });
    throw error;
  } finally {
    span.end();
  }
}

/** The yoga plugin: each execution of /api/graphql in its operation's span. */
export function traceOperations(): Plugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn((args) =>
        traceOperation(
          args.document,
          args.operationName,
          () => executeFn(args),
          // A streamed answer (an async iterator) reports its errors as it goes; none here.
          (answer) => answerErrors('errors' in answer ? answer.errors : undefined),
        ),
      );
    },
  };
}
