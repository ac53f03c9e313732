// "Essential security hygiene" in French: every domain name and every control's title,
// description and guidance. Written for French-speaking practitioners (the vocabulary of the
// ANSSI's hygiene guide and of ISO 27001's French edition); framework ids are not translated.
import type { BuiltinTranslation } from './build.ts';

export const essentialHygieneFr: BuiltinTranslation = {
  domains: {
    GOV: 'Gouvernance et personnel',
    AST: 'Actifs et inventaire',
    IAM: 'Identités et accès',
    END: 'Postes et logiciels',
    DAT: 'Protection et sauvegarde des données',
    NET: 'Réseau et messagerie',
    INC: 'Gestion des incidents et surveillance',
    SUP: 'Fournisseurs',
  },
  controls: {
    'GOV-01': [
      'Responsable désigné de la sécurité',
      'Une personne est responsable de la sécurité de l’information et dispose du temps et de l’autorité nécessaires pour agir.',
      'Inscrivez son nom dans votre politique et dans le procès-verbal de la direction. Dans une petite entreprise, c’est souvent le responsable des opérations ou le directeur technique ; l’essentiel est que chaque décision et chaque suivi ait un responsable.',
    ],
    'GOV-02': [
      'Politique de sécurité écrite et courte',
      'Une politique d’une à trois pages énonce les règles de sécurité que le personnel doit suivre et est approuvée par la direction.',
      'Traitez les mots de passe et la MFA, l’usage des appareils, le traitement des données clients, le signalement des incidents et l’usage acceptable. Révisez-la chaque année et consignez la date de révision.',
    ],
    'GOV-03': [
      'Sensibilisation à la sécurité',
      'Chacun suit une formation de base à la sécurité à son arrivée puis au moins une fois par an.',
      'Restez bref et concret : hameçonnage, demandes de MFA, signalement, partage sûr. Gardez une trace de qui l’a suivie et quand.',
    ],
    'GOV-04': [
      'Exercices contre l’hameçonnage et l’ingénierie sociale',
      'Le personnel apprend à reconnaître l’hameçonnage, les prétextes et les tentatives de fraude au paiement, et s’exerce à les signaler.',
      'Organisez une campagne d’hameçonnage simulée ou un court exercice sur table une ou deux fois par an. Valorisez les signalements plutôt que de sanctionner les clics.',
    ],
    'GOV-05': [
      'Liste de contrôle pour les arrivées, mobilités et départs',
      'Une liste de contrôle est suivie à chaque arrivée, changement de poste ou départ ; elle couvre les comptes, les appareils et les données.',
      'Rattachez la liste aux événements RH pour qu’elle ne puisse pas être oubliée. Lors d’un départ, désactivez les comptes le jour même et récupérez les appareils et les identifiants partagés.',
    ],
    'GOV-06': [
      'Obligations légales et contractuelles connues',
      'L’organisation sait quelles lois, réglementations et quels contrats clients lui imposent des obligations de sécurité ou de protection des données.',
      'Recensez-les en un seul endroit (par exemple le RGPD, les règles sectorielles, les clauses de sécurité des principaux contrats clients), avec le responsable de chacune.',
    ],
    'AST-01': [
      'Inventaire des appareils',
      'Une liste à jour de chaque ordinateur portable, téléphone, serveur et équipement réseau qui traite des données de l’entreprise.',
      'Consignez le responsable, le modèle, le système d’exploitation et l’état du chiffrement. Un outil de gestion des appareils peut produire cette liste automatiquement ; un tableur suffit pour commencer.',
    ],
    'AST-02': [
      'Inventaire des logiciels et services SaaS',
      'Une liste des logiciels et services cloud utilisés, du responsable de chacun et des données qu’ils contiennent.',
      'Incluez les outils gratuits auxquels des personnes se sont inscrites avec une adresse professionnelle. Révisez la liste chaque trimestre et retirez ce qui n’est plus utilisé.',
    ],
    'AST-03': [
      'Traitement des appareils inconnus',
      'Les appareils absents de l’inventaire sont détectés, puis enregistrés ou retirés des systèmes de l’entreprise.',
      'Comparez l’inventaire avec les listes d’appareils de votre fournisseur d’identité et de votre Wi-Fi au moins une fois par mois.',
    ],
    'AST-04': [
      'Inventaire des données',
      'L’organisation sait quels types de données sensibles elle détient (clients, données personnelles, données financières) et où elles se trouvent.',
      'Un court tableau par système suffit : type de données, sensibilité, responsable, durée de conservation. Il indique ce qu’il faut protéger en priorité.',
    ],
    'AST-05': [
      'Mise au rebut sécurisée des appareils',
      'Les appareils et supports de stockage sont effacés ou détruits avant d’être vendus, recyclés ou restitués.',
      'Utilisez la réinitialisation du fabricant avec le chiffrement activé, ou un prestataire de destruction certifié, et consignez le numéro de série et la date.',
    ],
    'IAM-01': [
      'Authentification multifacteur pour tous les utilisateurs',
      'Tout compte ayant accès à la messagerie, aux fichiers ou aux applications métier exige un second facteur.',
      'Préférez une application d’authentification, des clés d’accès (passkeys) ou des clés de sécurité aux SMS. Imposez-la de manière centralisée plutôt que de laisser chacun l’activer.',
    ],
    'IAM-02': [
      'MFA résistante à l’hameçonnage pour les administrateurs',
      'Les comptes administrateurs utilisent des clés de sécurité ou des clés d’accès, qu’une fausse page de connexion ne peut pas dérober.',
      'Enregistrez deux clés par administrateur et conservez la clé de secours en lieu sûr.',
    ],
    'IAM-03': [
      'Comptes d’administration dédiés',
      'Les personnes qui administrent des systèmes utilisent un compte d’administration dédié pour ces tâches et un compte ordinaire pour la messagerie et la navigation.',
      'Les comptes d’administration ne devraient pas avoir de boîte aux lettres. Cela limite ce qu’un courriel d’hameçonnage ou une page web malveillante peut atteindre.',
    ],
    'IAM-04': [
      'Mots de passe uniques et gestionnaire de mots de passe',
      'Le personnel utilise le gestionnaire de mots de passe de l’entreprise et un mot de passe unique pour chaque service.',
      'Fournissez le gestionnaire de mots de passe, partagez les identifiants d’équipe par ses coffres, et jamais par messagerie instantanée ou par courriel.',
    ],
    'IAM-05': [
      'Revue des accès',
      'Les accès aux systèmes importants sont revus au moins deux fois par an et les accès inutiles sont retirés.',
      'Exportez la liste des utilisateurs des principaux systèmes et faites-la valider par le responsable de chacun. Conservez la liste validée comme preuve.',
    ],
    'IAM-06': [
      'Comptes inactifs désactivés',
      'Les comptes inutilisés depuis 45 jours sont désactivés.',
      'La plupart des fournisseurs d’identité indiquent la dernière connexion ; consultez ce rapport chaque mois. Les comptes de service doivent plutôt avoir un responsable nommément désigné.',
    ],
    'IAM-07': [
      'Authentification unique pour les applications métier',
      'Les applications métier authentifient les utilisateurs via le fournisseur d’identité central lorsque l’éditeur le permet.',
      'L’authentification unique (SSO) offre un point unique pour imposer la MFA et retirer les accès lors d’un départ.',
    ],
    'IAM-08': [
      'Moindre privilège',
      'Chacun reçoit les accès nécessaires à son rôle, pas davantage ; les droits d’administration sont l’exception.',
      'Définissez quelques profils types (par exemple personnel, finance, ingénierie) et attribuez les accès à partir de ceux-ci.',
    ],
    'END-01': [
      'Mises à jour automatiques du système d’exploitation',
      'Les ordinateurs portables, téléphones et serveurs installent automatiquement les correctifs de sécurité du système d’exploitation dans les deux semaines suivant leur publication.',
      'Activez les mises à jour automatiques et vérifiez la conformité chaque mois dans la console de gestion des appareils.',
    ],
    'END-02': [
      'Mises à jour des applications',
      'Les navigateurs, la bureautique et les autres applications sont maintenus à jour automatiquement.',
      'Les navigateurs se mettent à jour d’eux-mêmes ; vérifiez que rien ne l’empêche. Supprimez les applications dont personne n’a besoin.',
    ],
    'END-03': [
      'Uniquement des logiciels maintenus',
      'Aucun appareil n’exécute un système d’exploitation ou une application qui ne reçoit plus de correctifs de sécurité.',
      'Suivez les dates de fin de support dans l’inventaire et planifiez les remplacements avant leur échéance.',
    ],
    'END-04': [
      'Chiffrement intégral du disque',
      'Chaque ordinateur portable et chaque téléphone chiffre son stockage, de sorte qu’un appareil perdu n’expose pas de données.',
      'BitLocker, FileVault et le chiffrement des mobiles sont intégrés ; imposez-les et suivez-les par la gestion des appareils.',
    ],
    'END-05': [
      'Antimaliciel sur chaque ordinateur',
      'Chaque ordinateur dispose d’une protection contre les logiciels malveillants qui se met à jour seule et remonte ses informations à une console.',
      'La protection intégrée des systèmes d’exploitation récents suffit lorsqu’elle est activée et surveillée.',
    ],
    'END-06': [
      'Verrouillage de l’écran',
      'Les appareils se verrouillent automatiquement après une courte période d’inactivité et exigent un code, un mot de passe ou la biométrie pour être déverrouillés.',
      'Cinq minutes sur les ordinateurs portables et une minute sur les téléphones constituent une valeur par défaut raisonnable.',
    ],
    'END-07': [
      'Gestion des appareils',
      'Les appareils de l’entreprise sont inscrits dans un service de gestion des appareils qui applique les paramètres et peut effacer à distance un appareil perdu.',
      'L’inscription doit avoir lieu avant la remise de l’appareil. Testez une fois l’effacement à distance.',
    ],
    'END-08': [
      'Pas de droits d’administrateur local au quotidien',
      'Le personnel ne dispose pas de droits d’administrateur sur son propre ordinateur pour le travail quotidien.',
      'Installez les logiciels par la gestion des appareils ou un catalogue approuvé ; accordez une élévation temporaire de privilèges si nécessaire.',
    ],
    'DAT-01': [
      'Sauvegardes automatiques des données importantes',
      'Les données importantes, y compris celles des services cloud, sont sauvegardées automatiquement au moins une fois par jour.',
      'Les fournisseurs SaaS assurent la disponibilité du service, pas forcément celle de vos données ; vérifiez ce qu’ils restaurent et ajoutez une sauvegarde si nécessaire.',
    ],
    'DAT-02': [
      'Sauvegardes hors de portée des rançongiciels',
      'Au moins une copie de sauvegarde est hors ligne, immuable ou dans un compte séparé que les identifiants courants ne permettent pas de supprimer.',
      'Utilisez le verrouillage d’objets (object lock), un tenant de sauvegarde séparé ou des supports hors ligne en rotation.',
    ],
    'DAT-03': [
      'Restaurations testées',
      'Une restauration depuis la sauvegarde est testée au moins deux fois par an et le résultat est consigné.',
      'Restaurez un échantillon réaliste (une boîte aux lettres, un dossier, une base de données) et chronométrez l’opération. Une sauvegarde non testée est un espoir, pas une mesure.',
    ],
    'DAT-04': [
      'Partage maîtrisé des fichiers sensibles',
      'Les fichiers contenant des données sensibles sont partagés avec des personnes nommément désignées, et non avec quiconque possède un lien.',
      'Réglez le lien de partage par défaut sur « interne uniquement » et revoyez chaque trimestre les fichiers partagés à l’extérieur.',
    ],
    'DAT-05': [
      'Conservation et suppression des données',
      'Les données ne sont conservées que le temps nécessaire, puis supprimées de manière maîtrisée.',
      'Fixez des durées de conservation par type de données dans l’inventaire des données et utilisez les fonctions de conservation de vos outils.',
    ],
    'DAT-06': [
      'Chiffrement des flux',
      'Les sites web, applications et courriels de l’entreprise chiffrent partout les données en transit (TLS).',
      'Redirigez HTTP vers HTTPS et renouvelez les certificats automatiquement.',
    ],
    'NET-01': [
      'Pare-feu sur le réseau du bureau et sur les appareils',
      'Le routeur ou le pare-feu du bureau bloque les connexions entrantes non sollicitées, et le pare-feu local est actif sur chaque ordinateur.',
      'Changez les mots de passe par défaut des routeurs et maintenez leur micrologiciel à jour.',
    ],
    'NET-02': [
      'Wi-Fi invités séparé',
      'Les visiteurs et les appareils personnels utilisent un réseau Wi-Fi séparé de celui des appareils de l’entreprise.',
      'Utilisez WPA2 ou WPA3 avec une phrase de passe robuste sur les deux réseaux.',
    ],
    'NET-03': [
      'Authentification de l’expéditeur des courriels',
      'Les domaines de l’entreprise publient SPF, DKIM et une politique DMARC en cours de passage à « reject ».',
      'Commencez DMARC en p=none avec les rapports, corrigez les expéditeurs légitimes, puis passez à quarantine et enfin à reject.',
    ],
    'NET-04': [
      'Filtrage des courriels contre les logiciels malveillants et l’hameçonnage',
      'Les courriels entrants sont analysés à la recherche de logiciels malveillants, de liens malveillants et d’usurpation d’identité.',
      'Activez la protection avancée de votre fournisseur de messagerie, y compris l’analyse des pièces jointes en bac à sable et la réécriture des liens.',
    ],
    'NET-05': [
      'Filtrage DNS ou web',
      'Les appareils résolvent les noms via un service DNS filtrant ou un filtre web qui bloque les sites malveillants connus.',
      'Un service DNS de protection configuré par la gestion des appareils couvre aussi les ordinateurs portables hors du bureau.',
    ],
    'NET-06': [
      'Aucun bureau à distance exposé',
      'Le bureau à distance et les autres services d’administration ne sont pas accessibles depuis Internet sans VPN ou passerelle zero trust et MFA.',
      'Analysez vos adresses IP publiques avec un scanner externe gratuit et fermez tout ce qui est inattendu.',
    ],
    'INC-01': [
      'Plan de réponse aux incidents simple',
      'Un plan d’une page indique qui appeler, quoi faire en premier et qui doit être prévenu en cas de problème.',
      'Incluez les contacts de votre prestataire informatique, de votre assureur, de votre banque et de l’autorité de protection des données. Imprimez-en un exemplaire : le plan doit fonctionner quand les systèmes sont hors service.',
    ],
    'INC-02': [
      'Signalement simple des incidents',
      'Le personnel sait comment signaler un incident présumé ou un message d’hameçonnage, et les signalements sont traités rapidement.',
      'Proposez un bouton « Signaler l’hameçonnage » et une adresse ou un canal unique. Remerciez les personnes qui signalent.',
    ],
    'INC-03': [
      'Journaux d’audit activés et conservés',
      'Les journaux de connexion et d’administration du fournisseur d’identité et des principaux systèmes sont activés et conservés au moins 90 jours.',
      'Certains services ne conservent les journaux que brièvement s’ils ne sont pas configurés ou licenciés en conséquence ; vérifiez la durée de conservation.',
    ],
    'INC-04': [
      'Alertes sur les connexions à risque',
      'Quelqu’un reçoit et traite les alertes concernant les connexions suspectes, les nouveaux droits d’administration et les suppressions massives.',
      'Dirigez les alertes vers une boîte partagée ou un canal de discussion surveillé, et non vers une seule personne.',
    ],
    'INC-05': [
      'Exercice de gestion d’incident',
      'Le plan de réponse aux incidents est répété au moins une fois par an, par exemple avec un exercice sur table sur un rançongiciel.',
      'Un déroulé d’une heure avec la direction révèle la plupart des lacunes. Consignez les enseignements et corrigez-les.',
    ],
    'SUP-01': [
      'Liste des fournisseurs critiques',
      'L’organisation sait quels fournisseurs détiennent ses données ou pourraient arrêter son activité s’ils défaillaient.',
      'Partez de l’inventaire des logiciels et ajoutez l’infogérance, la paie et les prestataires de paiement.',
    ],
    'SUP-02': [
      'Clauses de sécurité avec les fournisseurs critiques',
      'Les contrats avec les fournisseurs critiques couvrent la protection des données, la notification des violations et les obligations de sécurité.',
      'Concluez un accord de sous-traitance pour les données personnelles et demandez un rapport indépendant (certificat ISO 27001, rapport SOC 2) lorsqu’il existe.',
    ],
    'SUP-03': [
      'Accès des fournisseurs limités et revus',
      'Les prestataires informatiques et sous-traitants reçoivent des comptes nominatifs avec MFA et uniquement les accès nécessaires, revus régulièrement.',
      'Ne partagez jamais un compte d’administration interne avec un fournisseur.',
    ],
  },
};
