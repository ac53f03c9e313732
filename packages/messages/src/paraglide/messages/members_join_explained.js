/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Join_ExplainedInputs */

const en_members_join_explained = /** @type {(inputs: Members_Join_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joining gives you the role the invitation names. You can be removed later by an admin of that organisation.`)
};

const de_members_join_explained = /** @type {(inputs: Members_Join_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit dem Beitritt erhalten Sie die Rolle, die die Einladung nennt. Ein Administrator dieser Organisation kann Sie später entfernen.`)
};

const fr_members_join_explained = /** @type {(inputs: Members_Join_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En rejoignant, vous recevez le rôle indiqué par l’invitation. Un administrateur de cette organisation pourra vous retirer plus tard.`)
};

const nl_members_join_explained = /** @type {(inputs: Members_Join_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Door lid te worden krijgt u de rol die de uitnodiging noemt. Een beheerder van die organisatie kan u later verwijderen.`)
};

const es_members_join_explained = /** @type {(inputs: Members_Join_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al unirse recibe el rol que indica la invitación. Un administrador de esa organización puede quitarle más adelante.`)
};

const en_xa2_members_join_explained = /** @type {(inputs: Members_Join_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĵöíñíñĝ ĝíṽéš ýöü ţĥé ŕöļé ţĥé íñṽíţáţíöñ ñáɱéš. Ýöü çáñ ƀé ŕéɱöṽéð ļáţéŕ ƀý áñ áðɱíñ öƒ ţĥáţ öŕĝáñíšáţíöñ. one two three four five six seven ]`)
};

/**
* | output |
* | --- |
* | "Joining gives you the role the invitation names. You can be removed later by an admin of that organisation." |
*
* @param {Members_Join_ExplainedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_join_explained = /** @type {((inputs?: Members_Join_ExplainedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Join_ExplainedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_join_explained(inputs)
	if (locale === "fr") return fr_members_join_explained(inputs)
	if (locale === "nl") return nl_members_join_explained(inputs)
	if (locale === "es") return es_members_join_explained(inputs)
	if (locale === "en-XA") return en_xa2_members_join_explained(inputs)
	return en_members_join_explained(inputs)
});