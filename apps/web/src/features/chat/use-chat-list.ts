import { useCallback } from 'react';
import { toast } from 'sonner';
import type { ChatList } from '@sheetwise/contracts';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { useApiResource, type Resource } from '../../lib/use-api-resource';
import { CHATS_PATH, deleteDocument } from './chat-api';

const DELETE_FAILED = 'The chat could not be deleted. Please try again.';

export interface ChatListModel {
  list: Resource<ChatList>;
  /** Records a new message in a chat: its preview and time, and moves it to the top. */
  noteMessage: (fileName: string, message: string, at: string) => void;
  /** Deletes the document and its chat; resolves to whether it went through. */
  remove: (fileName: string) => Promise<boolean>;
}

/** The left column of /my-projects: the user's chats, newest activity first. */
export function useChatList(): ChatListModel {
  const list = useApiResource<ChatList>(CHATS_PATH);
  const { update, refresh } = list;

  const noteMessage = useCallback(
    (fileName: string, message: string, at: string) => {
      update((chats) => {
        const chat = chats.find((entry) => entry.fileName === fileName);
        if (!chat) return chats;
        const others = chats.filter((entry) => entry !== chat);
        return [{ ...chat, lastMessage: message, lastMessageAt: at }, ...others];
      });
    },
    [update],
  );

  const remove = useCallback(
    async (fileName: string) => {
      try {
        await deleteDocument(fileName);
        update((chats) => chats.filter((entry) => entry.fileName !== fileName));
        toast.success(`${fileName} and its chat were deleted.`);
        return true;
      } catch (error) {
        toast.error(errorMessage(error, DELETE_FAILED));
        // Already gone (deleted in another tab): show the list as the server has it.
        if (error instanceof ApiError && error.status === 404) refresh();
        return false;
      }
    },
    [update, refresh],
  );

  return { list, noteMessage, remove };
}
