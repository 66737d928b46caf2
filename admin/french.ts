// Decap's French words, corrected where the owner sees them: its own French locale leaves
// some words in English (« Media », the notes pane, some buttons), says « Oops » and writes
// « ... » and « : » without French spacing. admin/main.ts registers these over Decap's French
// (CMS.registerLocale), key by key; tests/unit/admin-french.test.ts holds that no English,
// no « Oops » and no unspaced punctuation is left.
import { MISSING_REQUIRED } from './field-names.js'

const nb = '\u00a0'

type Phrases = { [key: string]: string | Phrases }

export const FRENCH_OVERRIDES: Phrases = {
  auth: {
    loggingIn: 'Connexion en cours…',
    loginWithForgejo: 'Se connecter avec Forgejo',
    errors: {
      email: 'Saisissez votre adresse électronique.',
      identitySettings: `Impossible de lire les réglages d’identité${nb}: vérifiez la configuration du serveur.`,
    },
  },
  app: {
    header: { media: 'Médias', quickAdd: 'Ajouter' },
    app: {
      errorHeader: 'Erreur au chargement de la configuration de l’administration',
      checkConfigYml: 'Vérifiez le fichier de configuration.',
      loadingConfig: 'Chargement de la configuration…',
      waitingBackend: 'En attente du serveur…',
    },
  },
  collection: {
    collectionTop: {
      newButton: `+${nb}%{collectionLabel}`,
      searchResults: `Résultats de la recherche pour «${nb}%{searchTerm}${nb}»`,
      searchResultsInCollection: `Résultats de la recherche pour «${nb}%{searchTerm}${nb}» dans %{collection}`,
      viewAsList: 'Afficher en liste',
      viewAsGrid: 'Afficher en grille',
    },
    entries: { unpublishedHeader: 'Modifications non publiées' },
  },
  editor: {
    editorControl: { field: { optional: 'facultatif', widgetLabel: 'Champ %{widgetLabel}' } },
    editorControlPane: {
      widget: {
        required: `Le champ «${nb}%{fieldLabel}${nb}» est obligatoire.`,
        regexPattern: `Le champ «${nb}%{fieldLabel}${nb}» n’a pas la forme attendue.`,
        processing: `Le champ «${nb}%{fieldLabel}${nb}» est en cours de traitement.`,
        range: `Le champ «${nb}%{fieldLabel}${nb}» doit être compris entre %{minValue} et %{maxValue}.`,
        min: `Le champ «${nb}%{fieldLabel}${nb}» doit valoir au moins %{minValue}.`,
        max: `Le champ «${nb}%{fieldLabel}${nb}» doit valoir au plus %{maxValue}.`,
        rangeCount: `«${nb}%{fieldLabel}${nb}» doit compter entre %{minCount} et %{maxCount} éléments.`,
        rangeCountExact: `«${nb}%{fieldLabel}${nb}» doit compter exactement %{count} éléments.`,
        rangeMin: `«${nb}%{fieldLabel}${nb}» doit compter au moins %{minCount} éléments.`,
        rangeMax: `«${nb}%{fieldLabel}${nb}» doit compter au plus %{maxCount} éléments.`,
        invalidPath: `«${nb}%{path}${nb}» n’est pas un chemin valide.`,
        pathExists: `Le chemin «${nb}%{path}${nb}» existe déjà.`,
      },
      i18n: {
        copyFromLocale: 'Reprendre une autre langue',
        copyFromLocaleConfirm: `Reprendre le contenu en %{locale}${nb}?\nTout le contenu actuel sera remplacé.`,
      },
    },
    editor: {
      onLeavePage: `Voulez-vous vraiment quitter cette page${nb}?`,
      onUpdatingWithUnsavedChanges: 'Enregistrez vos modifications avant de changer le statut.',
      onPublishingNotReady: `Passez le statut à «${nb}Prêt${nb}» avant de publier.`,
      onPublishingWithUnsavedChanges: 'Enregistrez vos modifications avant de publier.',
      onPublishing: `Voulez-vous vraiment publier cette modification${nb}?`,
      onUnpublishing: `Voulez-vous vraiment retirer cette page du site${nb}?`,
      onDeleteWithUnsavedChanges: `Voulez-vous vraiment supprimer cette entrée publiée, ainsi que vos modifications non enregistrées${nb}?`,
      onDeletePublishedEntry: `Voulez-vous vraiment supprimer cette entrée publiée${nb}?`,
      onDeleteUnpublishedChangesWithUnsavedChanges: `Toutes les modifications non publiées de cette entrée, et celles non enregistrées, seront supprimées. Continuer${nb}?`,
      onDeleteUnpublishedChanges: `Toutes les modifications non publiées de cette entrée seront supprimées. Continuer${nb}?`,
      loadingEntry: 'Chargement de l’entrée…',
      confirmLoadBackup: `Une copie de travail de cette entrée a été gardée dans ce navigateur. La reprendre${nb}?`,
    },
    editorInterface: { toggleNotes: 'Afficher les notes' },
    editorNotesPane: {
      title: 'Notes',
      emptyState: 'Aucune note pour l’instant.',
      addNote: 'Ajouter une note',
      addPlaceholder: 'Ajouter une note…',
      editPlaceholder: 'Modifier la note…',
      save: 'Enregistrer',
      cancel: 'Annuler',
      edit: 'Modifier',
      delete: 'Supprimer',
      resolve: 'Marquer comme réglée',
      unresolve: 'Rouvrir',
      confirmDelete: `Supprimer cette note${nb}?`,
      shortcut: `Astuce${nb}: Ctrl + Entrée ajoute la note.`,
    },
    editorToolbar: {
      publishing: 'Publication…',
      unpublishing: 'Retrait…',
      unpublish: 'Retirer du site',
      deleteUnpublishedChanges: 'Supprimer les modifications non publiées',
      deleteUnpublishedEntry: 'Supprimer l’entrée non publiée',
      deletePublishedEntry: 'Supprimer l’entrée publiée',
      deleteEntry: 'Supprimer l’entrée',
      // Production's one action (admin/publish.ts): the change goes live once its checks pass.
      // (Local mode has no such button: its « Publier » writes the file.)
      save: 'Publier',
      saving: 'Publication…',
      deleting: 'Suppression…',
      updating: 'Mise à jour…',
      status: `Statut${nb}: %{status}`,
      backCollection: 'Retour à la collection %{collectionLabel}',
      statusInfoTooltipDraft: `Brouillon${nb}: passez le statut à «${nb}En cours de révision${nb}» puis «${nb}Prêt${nb}» pour le publier.`,
      statusInfoTooltipInReview: `En cours de révision${nb}: vous pouvez encore modifier l’entrée.`,
    },
    editorWidgets: {
      markdown: { strikethrough: 'Barré', toggleMode: { rich: 'Passer en texte mis en forme', markdown: 'Passer en Markdown' } },
      image: { chooseMultiple: 'Choisir des images', addMore: 'Ajouter des images', removeAll: 'Retirer toutes les images' },
      file: { chooseMultiple: 'Choisir des fichiers', addMore: 'Ajouter des fichiers', removeAll: 'Retirer tous les fichiers' },
      // Every date of the site is a day: « Aujourd’hui », not « Maintenant ». The button's name for
      // screen readers names the field by its label (admin/field-names.ts; Decap passes its key).
      datetime: { now: 'Aujourd’hui', setToNow: `Mettre «${nb}%{fieldLabel}${nb}» à aujourd’hui` },
      object: { expand: 'Déplier', collapse: 'Replier' },
    },
  },
  mediaLibrary: {
    mediaLibraryCard: { copyUrl: 'Copier l’adresse web', copyPath: 'Copier le chemin d’accès' },
    mediaLibrary: {
      onDelete: `Voulez-vous vraiment supprimer l’image choisie${nb}?`,
      fileTooLarge: 'Le fichier est trop volumineux.\nLa limite est de %{size} ko.',
    },
    mediaLibraryModal: {
      loading: 'Chargement…',
      private: 'Privé',
      mediaAssets: 'Médias',
      search: 'Rechercher…',
      uploading: 'Envoi en cours…',
      upload: 'Envoyer une image',
      deleting: 'Suppression…',
      close: 'Fermer',
    },
  },
  ui: {
    errorBoundary: {
      details: 'Une erreur est survenue. ',
      reportIt: 'Signalez-la au développeur du site.',
      privacyWarning: 'Le message d’erreur sera joint au signalement.',
      recoveredEntry: {
        warning: `Copiez ce texte en lieu sûr avant de quitter la page${nb}!`,
        copyButtonLabel: 'Copier dans le presse-papiers',
      },
    },
    settingsDropdown: { account: 'Menu du compte' },
    toast: {
      onFailToLoadEntries: `Échec du chargement de l’entrée${nb}: %{details}`,
      onFailToLoadDeployPreview: `Échec du chargement de l’aperçu${nb}: %{details}`,
      onFailToPersist: `Échec de l’enregistrement${nb}: %{details}`,
      onFailToDelete: `Échec de la suppression${nb}: %{details}`,
      onFailToUpdateStatus: `Échec de la mise à jour du statut${nb}: %{details}`,
      // admin/field-names.ts adds the names of the empty fields, by their labels.
      missingRequiredField: MISSING_REQUIRED,
      onFailToPublishEntry: `Échec de la publication${nb}: %{details}`,
      onFailToUnpublishEntry: `Impossible de retirer l’entrée${nb}: %{details}`,
      onLoggedOut: 'Vous avez été déconnecté. Copiez votre travail en cours, puis reconnectez-vous.',
      onBackendDown: `Le serveur ne répond pas pour l’instant. Détails${nb}: %{details}`,
      noteAdded: 'Note ajoutée',
      onFailToAddNote: `Échec de l’ajout de la note${nb}: %{details}`,
      noteUpdated: 'Note modifiée',
      onFailToUpdateNote: `Échec de la modification de la note${nb}: %{details}`,
      noteDeleted: 'Note supprimée',
      onFailToDeleteNote: `Échec de la suppression de la note${nb}: %{details}`,
      noteResolved: 'Note réglée',
      noteReopened: 'Note rouverte',
      onFailToToggleNote: `Échec de la mise à jour de la note${nb}: %{details}`,
    },
  },
  workflow: {
    workflow: {
      // Figures only, day first: Decap formats the card's date with its date library's
      // English month names (« 28 November »), whatever the phrases' language.
      dateFormat: 'DD/MM/YYYY',
      newPost: 'Nouvelle entrée',
      description:
        '%{smart_count} modification(s) en attente de relecture, %{readyCount} prête(s) à publier. |||| %{smart_count} modification(s) en attente de relecture, %{readyCount} prête(s) à publier.',
    },
    workflowCard: { deleteChanges: 'Supprimer les modifications' },
    workflowList: {
      onDeleteEntry: `Voulez-vous vraiment supprimer cette entrée${nb}?`,
      onPublishingNotReadyEntry: `Seules les entrées au statut «${nb}Prêt${nb}» peuvent être publiées${nb}: faites glisser la carte dans la colonne «${nb}Prêt${nb}».`,
      onPublishEntry: `Voulez-vous vraiment publier cette entrée${nb}?`,
    },
  },
}

/** `base` with `overrides` laid over it, key by key (neither is changed). */
export function mergePhrases(base: Phrases, overrides: Phrases): Phrases {
  const merged: Phrases = { ...base }
  for (const [key, value] of Object.entries(overrides)) {
    const under = merged[key]
    merged[key] = typeof value === 'object' && typeof under === 'object' ? mergePhrases(under, value) : value
  }
  return merged
}
