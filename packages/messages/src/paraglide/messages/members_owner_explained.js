/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Owner_ExplainedInputs */

const en_members_owner_explained = /** @type {(inputs: Members_Owner_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owners manage other owners and billing. The change applies to their next action.`)
};

const de_members_owner_explained = /** @type {(inputs: Members_Owner_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhaber verwalten andere Inhaber und die Abrechnung. Die Änderung gilt ab der nächsten Aktion.`)
};

const fr_members_owner_explained = /** @type {(inputs: Members_Owner_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les propriétaires gèrent les autres propriétaires et la facturation. Le changement s’applique à sa prochaine action.`)
};

const nl_members_owner_explained = /** @type {(inputs: Members_Owner_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eigenaren beheren andere eigenaren en facturering. De wijziging geldt vanaf hun volgende actie.`)
};

const es_members_owner_explained = /** @type {(inputs: Members_Owner_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los propietarios gestionan a otros propietarios y la facturación. El cambio se aplica en su próxima acción.`)
};

const en_xa2_members_owner_explained = /** @type {(inputs: Members_Owner_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öŵñéŕš ɱáñáĝé öţĥéŕ öŵñéŕš áñð ƀíļļíñĝ. Ţĥé çĥáñĝé áþþļíéš ţö ţĥéíŕ ñéẋţ áçţíöñ. one two three four five s]`)
};

/**
* | output |
* | --- |
* | "Owners manage other owners and billing. The change applies to their next action." |
*
* @param {Members_Owner_ExplainedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_owner_explained = /** @type {((inputs?: Members_Owner_ExplainedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Owner_ExplainedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_owner_explained(inputs)
	if (locale === "fr") return fr_members_owner_explained(inputs)
	if (locale === "nl") return nl_members_owner_explained(inputs)
	if (locale === "es") return es_members_owner_explained(inputs)
	if (locale === "en-XA") return en_xa2_members_owner_explained(inputs)
	return en_members_owner_explained(inputs)
});