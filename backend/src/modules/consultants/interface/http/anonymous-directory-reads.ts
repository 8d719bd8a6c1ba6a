import type { LeanGetRoute } from '../../../../common/http/lean-get-routes';
import { createValidationPipe } from '../../../../common/http/validation.pipe';
import { ConsultantDirectoryService } from '../../application/consultant-directory.service';
import { ListConsultantsQueryDto } from './list-consultants.query.dto';

/**
 * GET /api/consultants for a visitor without a session, as a lean route (issue 22): the directory is the public
 * site's hottest read. The same DTO through the app's ValidationPipe (same 400s and messages) and the same service
 * as ConsultantDirectoryController.list, which still serves (and documents) the route for signed-in members.
 */
export function anonymousDirectoryReads(directory: ConsultantDirectoryService): LeanGetRoute {
  const validation = createValidationPipe();
  const queryType = { type: 'query', metatype: ListConsultantsQueryDto } as const;
  return {
    path: '/api/consultants',
    read: async (query) => directory.list((await validation.transform(query, queryType)) as ListConsultantsQueryDto),
  };
}
