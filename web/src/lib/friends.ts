/** The prefix of every Friends query of a person: the Friends screens and the live channel share it. */
export const friendsQueryKey = (userId: string) => ['friends', userId] as const;
