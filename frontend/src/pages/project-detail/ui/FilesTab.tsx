import { useDispatch } from 'react-redux';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Button, Progress } from 'antd';
import { PROJECT_TEXTS, isAdminUser, type CurrentUser } from '@contracts';
import { serverMessage } from '@/shared/api';
import { formatDisplayDate } from '@/shared/lib';
import { useToast } from '@/shared/ui';
import {
  projectFileUrl,
  projectFilesChanged,
  uploadProjectFile,
  useDeleteProjectFileMutation,
  useGetProjectFilesQuery,
  type ProjectFile,
} from '@/entities/project';
import { FILE_ACCEPT, FILE_LIMITS_TEXT, fileProblem, formatFileSize } from '../model/files';
import { ConfirmButton } from './ConfirmButton';

/** Files & Documents (D16): list, upload with progress, download, delete by the uploader or an admin. */
export function FilesTab({ projectId, viewer }: { projectId: number; viewer: CurrentUser }) {
  const { data: files = [], isLoading, isError } = useGetProjectFilesQuery(projectId);
  const [deleteFile] = useDeleteProjectFileMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const limitsId = useId();
  const dispatch = useDispatch();
  const { toast } = useToast();

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem(file, files.length);
    if (problem) {
      toast({ title: PROJECT_TEXTS.fileUploadFailed.title, description: problem, variant: 'destructive' });
      return;
    }
    setProgress(0);
    try {
      await uploadProjectFile(projectId, file, setProgress);
      toast(PROJECT_TEXTS.fileUploaded);
    } catch (error) {
      toast({
        title: PROJECT_TEXTS.fileUploadFailed.title,
        description: serverMessage(error) ?? PROJECT_TEXTS.fileUploadFailed.description,
        variant: 'destructive',
      });
    } finally {
      setProgress(null);
      dispatch(projectFilesChanged(projectId));
    }
  };

  const onDelete = async (file: ProjectFile) => {
    try {
      await deleteFile({ id: projectId, fileId: file.id }).unwrap();
      toast(PROJECT_TEXTS.fileDeleted);
    } catch (error) {
      toast({
        title: PROJECT_TEXTS.fileDeleteFailed.title,
        description: serverMessage(error) ?? PROJECT_TEXTS.fileDeleteFailed.description,
        variant: 'destructive',
      });
    }
  };

  const canDelete = (file: ProjectFile) => isAdminUser(viewer) || file.uploadedBy?.id === viewer.id;
  const uploading = progress !== null;

  return (
    <section aria-labelledby="project-files-heading" className="project-files">
      <h2 id="project-files-heading" className="project-detail__tab-title">
        Files &amp; Documents
      </h2>
      <div className="project-files__upload">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={FILE_ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Choose a document to upload"
          aria-describedby={limitsId}
          onChange={onPick}
          disabled={uploading}
        />
        <Button type="primary" onClick={() => inputRef.current?.click()} loading={uploading} aria-describedby={limitsId}>
          Upload Document
        </Button>
        <p id={limitsId} className="project-files__limits">
          {FILE_LIMITS_TEXT} Only the charity, the assigned consultant and our team can see them.
        </p>
        {uploading ? <Progress percent={progress} aria-label="Upload progress" /> : null}
      </div>

      {isError ? <Alert type="error" showIcon title="Unable to load the files." description="Please try again shortly." /> : null}
      {!isLoading && !isError && files.length === 0 ? <p className="project-files__empty">{PROJECT_TEXTS.noFiles}</p> : null}
      {files.length > 0 ? (
        <ul className="project-files__list">
          {files.map((file) => (
            <li key={file.id} className="project-files__item">
              <div>
                <a href={projectFileUrl(projectId, file.id)} download={file.fileName} className="project-files__name">
                  {file.fileName}
                </a>
                <p className="project-files__meta">
                  {formatFileSize(file.sizeBytes)} · {formatDisplayDate(file.createdAt) ?? ''}
                  {file.uploadedBy ? ` · uploaded by ${file.uploadedBy.name}` : ''}
                </p>
              </div>
              {canDelete(file) ? (
                <ConfirmButton
                  label="Delete"
                  accessibleLabel={`Delete ${file.fileName}`}
                  title="Delete this file?"
                  body={`${file.fileName} will be removed from the project for everyone.`}
                  confirmLabel="Delete"
                  danger
                  onConfirm={() => onDelete(file)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
