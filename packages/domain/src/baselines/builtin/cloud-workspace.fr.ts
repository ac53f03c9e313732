// "Cloud workspace security" in French: every domain name and every control's title,
// description and guidance. Written for French-speaking administrators of Microsoft 365 and
// Google Workspace; product and feature names stay as the vendors' French consoles show them
// (accès conditionnel, Purview, …), framework ids are not translated.
import type { BuiltinTranslation } from './build.ts';

export const cloudWorkspaceFr: BuiltinTranslation = {
  domains: {
    IDN: 'Identité et connexion',
    ADM: 'Rôles d’administrateur',
    DEV: 'Accès des appareils et des sessions',
    MAIL: 'Protection de la messagerie',
    SHR: 'Partage et collaboration',
    APP: 'Applications tierces et intégrations',
    LOG: 'Journalisation d’audit et alertes',
    DAT: 'Protection et conservation des données',
  },
  controls: {
    'IDN-01': [
      'MFA imposée à tous les utilisateurs',
      'L’authentification multifacteur est imposée à tous les utilisateurs par une stratégie du tenant, et non laissée à l’initiative de chacun.',
      'Microsoft 365 : une stratégie d’accès conditionnel (ou les paramètres de sécurité par défaut) exigeant la MFA pour tous les utilisateurs. Google Workspace : imposer la validation en deux étapes à chaque unité organisationnelle. Consultez le rapport d’inscription pour repérer les retardataires.',
    ],
    'IDN-02': [
      'Authentification héritée bloquée',
      'Les protocoles de connexion incapables de MFA (authentification de base pour IMAP, POP, SMTP AUTH, anciens clients Office) sont bloqués.',
      'Microsoft 365 : bloquer l’authentification héritée par l’accès conditionnel et désactiver SMTP AUTH là où il n’est pas nécessaire. Google Workspace : désactiver l’accès des applications moins sécurisées ainsi qu’IMAP/POP pour les utilisateurs qui n’en ont pas besoin.',
    ],
    'IDN-03': [
      'Méthodes résistantes à l’hameçonnage privilégiées',
      'Les clés d’accès (passkeys), clés de sécurité ou authentificateurs de plateforme sont disponibles pour tous les utilisateurs et obligatoires pour les comptes à privilèges.',
      'Abandonnez progressivement les codes par SMS et appel vocal ; la correspondance de nombres sur les notifications push réduit les attaques par saturation de MFA.',
    ],
    'IDN-04': [
      'Politique de mots de passe sans renouvellement forcé',
      'Les mots de passe sont longs, vérifiés contre des listes de mots de passe compromis ou interdits, et n’expirent pas selon un calendrier fixe.',
      'Activez la protection par mots de passe interdits ou son équivalent ; n’exigez un changement qu’en cas d’indice de compromission.',
    ],
    'IDN-05': [
      'Récupération en libre-service sécurisée',
      'La récupération de compte et la réinitialisation du mot de passe exigent une vérification forte et ne permettent pas de contourner la MFA.',
      'Exigez deux méthodes de récupération, évitez les questions secrètes et excluez les comptes administrateurs de la réinitialisation en libre-service.',
    ],
    'IDN-06': [
      'Stratégies pour les connexions à risque',
      'Les connexions signalées comme risquées (déplacement impossible, réseaux anonymisants, identifiants divulgués) exigent une authentification renforcée ou sont bloquées.',
      'Microsoft 365 : stratégies de risque de connexion et de risque utilisateur (Entra ID Protection). Google Workspace : questions de validation en cas de connexion suspecte et paramètres de validation de connexion.',
    ],
    'IDN-07': [
      'Identités invitées et externes encadrées',
      'Les comptes invités sont créés à dessein, limités dans ce qu’ils peuvent voir et supprimés quand ils ne sont plus nécessaires.',
      'Restreignez qui peut inviter des invités, limitez leur accès à l’annuaire et revoyez les accès invités chaque trimestre.',
    ],
    'IDN-08': [
      'Les partants sont suspendus immédiatement',
      'Les comptes des personnes qui quittent l’organisation sont bloqués le jour même et leurs sessions révoquées.',
      'Bloquer la connexion, révoquer les jetons d’actualisation et les sessions, réinitialiser le mot de passe, puis transférer ou conserver les données selon la politique.',
    ],
    'ADM-01': [
      'Peu d’administrateurs généraux',
      'Entre deux et quatre personnes détiennent le rôle d’administrateur le plus élevé, et personne ne l’utilise pour le travail quotidien.',
      'Microsoft 365 : Administrateur général. Google Workspace : Super-administrateur. Revoyez la liste chaque mois.',
    ],
    'ADM-02': [
      'Rôles d’administration au moindre privilège',
      'Les tâches d’administration utilisent le rôle intégré le plus restreint (administrateur des utilisateurs, du support, de la facturation, d’Exchange ou de Gmail) plutôt que le rôle le plus élevé.',
      'Associez chaque tâche d’administration à un rôle et retirez les droits les plus élevés aux personnes à qui un rôle plus restreint suffit.',
    ],
    'ADM-03': [
      'Comptes d’administration cloud uniquement, sans boîte aux lettres',
      'Les comptes administrateurs sont des comptes distincts, uniquement cloud, sans licence de messagerie ni de fichiers.',
      'Un compte local synchronisé et compromis ne doit pas pouvoir devenir administrateur du tenant.',
    ],
    'ADM-04': [
      'Élévation juste-à-temps',
      'Les rôles à privilèges sont activés pour une durée limitée et avec justification, au lieu d’être détenus en permanence.',
      'Microsoft 365 : Privileged Identity Management. Google Workspace : attribution de rôle limitée dans le temps lorsqu’elle existe, sinon attributions manuelles documentées.',
    ],
    'ADM-05': [
      'Comptes d’accès d’urgence',
      'Deux comptes d’accès d’urgence existent, sont exclus des stratégies qui pourraient bloquer tout le monde, utilisent des identifiants robustes et déclenchent une alerte à chaque utilisation.',
      'Conservez leurs identifiants hors ligne, testez-les deux fois par an et surveillez leurs connexions.',
    ],
    'ADM-06': [
      'Les changements de rôles d’administration sont revus',
      'Chaque attribution d’un rôle d’administrateur est journalisée, signalée par une alerte et revue.',
      'Envoyez les alertes d’attribution de rôle vers un canal surveillé et rapprochez-les des demandes de changement.',
    ],
    'DEV-01': [
      'Seuls les appareils gérés ou conformes accèdent aux données',
      'L’accès à la messagerie et aux fichiers depuis les clients de bureau exige un appareil inscrit ou conforme.',
      'Microsoft 365 : accès conditionnel exigeant un appareil conforme ou joint en mode hybride. Google Workspace : accès contextuel avec validation des points de terminaison.',
    ],
    'DEV-02': [
      'Protection des applications mobiles',
      'Les données de l’entreprise dans les applications mobiles sont protégées par un code, chiffrées et ne peuvent pas être copiées dans des applications personnelles.',
      'Utilisez des stratégies de protection des applications (Intune) ou la gestion avancée des appareils mobiles (Google), même sur les téléphones personnels.',
    ],
    'DEV-03': [
      'Effacement à distance des données de l’entreprise',
      'Les données de l’entreprise peuvent être effacées à distance d’un appareil perdu ou volé, de manière sélective sur les appareils personnels.',
      'Testez l’effacement sélectif sur un appareil de rechange afin que la procédure soit connue avant d’en avoir besoin.',
    ],
    'DEV-04': [
      'Durée de session limitée',
      'Les sessions du navigateur et des applications se réauthentifient périodiquement, plus souvent pour les portails d’administration.',
      'Réglez la fréquence de connexion des portails d’administration en heures plutôt qu’en jours et évitez les sessions persistantes sur les appareils non gérés.',
    ],
    'DEV-05': [
      'Accès web uniquement depuis les appareils non gérés',
      'Les appareils non gérés n’ont qu’un accès par navigateur, sans téléchargement ni synchronisation.',
      'Microsoft 365 : restrictions appliquées par l’application pour SharePoint et Exchange. Google Workspace : niveaux d’accès contextuel qui bloquent la synchronisation de Drive.',
    ],
    'MAIL-01': [
      'SPF, DKIM et DMARC appliqués',
      'Chaque domaine d’envoi dispose de SPF, de la signature DKIM activée dans la suite et d’une politique DMARC en quarantine ou reject.',
      'Les domaines parqués qui n’envoient jamais de courriel doivent eux aussi publier une politique reject.',
    ],
    'MAIL-02': [
      'Transfert automatique vers l’extérieur bloqué',
      'Les règles de boîte aux lettres ne peuvent pas transférer automatiquement des courriels hors de l’organisation sans approbation explicite.',
      'Les attaquants utilisent des règles de transfert pour continuer à lire les courriels après une réinitialisation du mot de passe. Bloquez par défaut et autorisez les exceptions boîte par boîte.',
    ],
    'MAIL-03': [
      'Protection des pièces jointes et des liens',
      'Les pièces jointes sont analysées dans un bac à sable et les liens vérifiés au moment du clic.',
      'Microsoft 365 : Pièces jointes fiables et Liens fiables. Google Workspace : sandbox de sécurité et analyse renforcée avant distribution.',
    ],
    'MAIL-04': [
      'Protection contre l’usurpation d’identité',
      'Les courriels qui usurpent l’identité de dirigeants, de domaines ou d’expéditeurs ressemblants sont signalés ou mis en quarantaine.',
      'Ajoutez les noms des dirigeants et du personnel financier à la protection contre l’usurpation et affichez un bandeau pour les expéditeurs externes.',
    ],
    'MAIL-05': [
      'Types de fichiers à risque bloqués',
      'Les pièces jointes exécutables, scripts et documents à macros dont l’activité n’a pas besoin sont bloqués.',
      'Partez du filtre de pièces jointes courant de la suite et complétez-le.',
    ],
    'MAIL-06': [
      'Audit des boîtes aux lettres activé',
      'Les accès aux boîtes aux lettres par leurs propriétaires, leurs délégués et les administrateurs sont audités.',
      'Microsoft 365 audite les boîtes aux lettres par défaut avec les licences actuelles ; vérifiez que cet audit n’a été désactivé pour aucune boîte.',
    ],
    'SHR-01': [
      'Partage externe restreint',
      'Le partage de fichiers hors de l’organisation est limité aux invités authentifiés ou aux domaines autorisés.',
      'Microsoft 365 : partage SharePoint et OneDrive limité au plus aux invités nouveaux et existants. Google Workspace : partage Drive hors de l’organisation limité aux domaines autorisés ou accompagné d’un avertissement.',
    ],
    'SHR-02': [
      'Pas de liens anonymes par défaut',
      'Le lien de partage par défaut est interne uniquement ; « Tous les utilisateurs disposant du lien » est désactivé ou expire rapidement.',
      'Si des liens anonymes sont nécessaires, exigez une expiration de 30 jours au plus et un accès en lecture seule.',
    ],
    'SHR-03': [
      'Contenus partagés à l’extérieur revus',
      'Les fichiers et sites partagés à l’extérieur sont revus chaque trimestre par leurs propriétaires.',
      'Utilisez les rapports de partage de la suite et demandez aux propriétaires de confirmer ou de révoquer.',
    ],
    'SHR-04': [
      'Équipes, groupes et espaces partagés ont des propriétaires',
      'Chaque équipe, groupe et espace de stockage partagé a au moins deux propriétaires qui font toujours partie du personnel.',
      'Les espaces sans propriétaire accumulent des accès obsolètes ; définissez une politique pour les groupes orphelins.',
    ],
    'SHR-05': [
      'Conversations et réunions externes maîtrisées',
      'Les conversations et réunions avec des organisations externes sont limitées aux domaines de confiance, et les participants anonymes attendent en salle d’attente.',
      'Microsoft Teams : liste d’autorisation de l’accès externe et paramètres de la salle d’attente. Google Chat et Meet : restrictions de chat externe et gestion par l’organisateur.',
    ],
    'SHR-06': [
      'Détails des agendas non publiés à l’extérieur',
      'Les agendas ne partagent que les informations de disponibilité hors de l’organisation.',
      'Les titres et participants des réunions sont utiles aux attaquants qui préparent un prétexte.',
    ],
    'APP-01': [
      'Consentement des utilisateurs aux applications restreint',
      'Les utilisateurs ne peuvent pas accorder à des applications tierces l’accès aux données de l’entreprise, sauf pour des autorisations à faible risque d’éditeurs vérifiés.',
      'Microsoft 365 : paramètres de consentement des utilisateurs et flux de consentement administrateur. Google Workspace : contrôles des API avec applications approuvées ou bloquées par unité organisationnelle.',
    ],
    'APP-02': [
      'Applications connectées revues',
      'Les applications ayant accès au tenant sont revues chaque trimestre ; celles qui sont inutilisées ou trop privilégiées sont supprimées.',
      'Repérez les applications pouvant lire la messagerie ou accéder à tout Drive, ainsi que celles dont l’éditeur est inconnu.',
    ],
    'APP-03': [
      'Compléments et extensions maîtrisés',
      'Les compléments Office, les applications du Workspace Marketplace et les extensions de navigateur sont installés depuis une liste approuvée.',
      'Déployez de manière centralisée les compléments nécessaires et bloquez l’installation par les utilisateurs.',
    ],
    'APP-04': [
      'Principaux de service et clés d’API avec un responsable',
      'Les inscriptions d’applications, comptes de service et clés d’API ont chacun un responsable, le moindre privilège et des secrets qui expirent.',
      'Préférez les certificats ou les identités de charge de travail aux secrets de longue durée ; déclenchez une alerte lorsque de nouveaux identifiants sont ajoutés à une application.',
    ],
    'APP-05': [
      'L’usage de la suite fait partie de la gestion des fournisseurs',
      'La suite elle-même et les services SaaS intégrés sont évalués comme des fournisseurs, et leur documentation de sécurité est conservée.',
      'Consignez la région d’hébergement des données, le modèle de responsabilité partagée et les conditions de notification des violations.',
    ],
    'LOG-01': [
      'Journal d’audit unifié activé et conservé',
      'Le journal d’audit du tenant est activé et sa durée de conservation répond aux besoins d’investigation de l’organisation (au moins 180 jours).',
      'Microsoft 365 : audit Purview. Google Workspace : journaux d’audit et d’investigation ; exportez-les vers un stockage ou un SIEM pour une conservation plus longue.',
    ],
    'LOG-02': [
      'Stratégies d’alerte pour les événements à haut risque',
      'Des alertes se déclenchent sur les téléchargements ou suppressions massifs, les nouvelles règles de transfert, les attributions de droits d’administration et les détections de logiciels malveillants.',
      'Partez des stratégies d’alerte par défaut de la suite et dirigez-les vers une file surveillée.',
    ],
    'LOG-03': [
      'Journaux exportés vers un stockage central',
      'Les journaux d’audit et de connexion sont exportés vers une plateforme de journalisation hors du tenant, de sorte qu’une compromission du tenant ne puisse pas les effacer.',
      'Un bucket de stockage avec verrouillage de conservation ou un SIEM conviennent tous deux.',
    ],
    'LOG-04': [
      'Revue régulière des tableaux de bord de sécurité',
      'Quelqu’un consulte au moins chaque semaine le score de sécurité ou la page d’état de la sécurité, ainsi que la file des alertes.',
      'Suivez le score dans le temps et consignez pourquoi les recommandations sont acceptées ou refusées.',
    ],
    'LOG-05': [
      'Procédure en cas de compte compromis',
      'Une procédure écrite couvre la compromission d’une boîte aux lettres ou d’un compte : révoquer les sessions, réinitialiser les identifiants, supprimer règles et applications, examiner le journal d’audit, notifier.',
      'Répétez-la une fois par an ; la compromission de messagerie professionnelle est l’incident cloud le plus fréquent.',
    ],
    'DAT-01': [
      'Sauvegarde de la messagerie, des fichiers et des conversations',
      'Les boîtes aux lettres, espaces de stockage, sites et conversations sont sauvegardés par un service indépendant des corbeilles du tenant.',
      'La conservation dans la suite n’est pas une sauvegarde contre un administrateur malveillant ou une suppression propagée par la synchronisation ; testez les restaurations.',
    ],
    'DAT-02': [
      'Étiquettes de confidentialité ou classification',
      'Les documents sensibles portent une étiquette ou une classification qui pilote des protections telles que le chiffrement et les limites de partage.',
      'Microsoft 365 : étiquettes de confidentialité Purview. Google Workspace : libellés Drive avec règles DLP. Commencez avec trois étiquettes.',
    ],
    'DAT-03': [
      'Prévention des pertes de données pour les types de données clés',
      'Des règles DLP détectent et bloquent le partage de numéros de carte, de numéros d’identification nationaux et d’autres données réglementées.',
      'Exécutez d’abord les règles en mode audit, puis appliquez-les au partage externe.',
    ],
    'DAT-04': [
      'Stratégies de conservation',
      'Les stratégies de conservation gardent les courriels et fichiers aussi longtemps que la loi et l’activité l’exigent, puis les suppriment.',
      'Alignez-les sur l’inventaire des données ; utilisez la conservation pour litige plutôt qu’une conservation illimitée.',
    ],
    'DAT-05': [
      'Chiffrement par le client ou par la suite compris',
      'Le chiffrement des données au repos et en transit fourni par la suite est documenté ; les éventuelles clés gérées par le client ont un responsable et font l’objet d’une rotation.',
      'La plupart des organisations s’appuient sur des clés gérées par le fournisseur ; consignez cette décision et le lieu d’hébergement des données.',
    ],
  },
};
