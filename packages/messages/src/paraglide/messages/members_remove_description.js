/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Remove_DescriptionInputs */

const en_members_remove_description = /** @type {(inputs: Members_Remove_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Their access ends on their next action. Their tenants, assessments and audit entries stay.`)
};

const de_members_remove_description = /** @type {(inputs: Members_Remove_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Zugriff endet bei der nächsten Aktion. Mandanten, Bewertungen und Protokolleinträge bleiben erhalten.`)
};

const fr_members_remove_description = /** @type {(inputs: Members_Remove_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Son accès prend fin à sa prochaine action. Ses entités, évaluations et entrées d’audit restent.`)
};

const nl_members_remove_description = /** @type {(inputs: Members_Remove_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De toegang eindigt bij hun volgende actie. Hun tenants, beoordelingen en auditregels blijven.`)
};

const es_members_remove_description = /** @type {(inputs: Members_Remove_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su acceso termina en su próxima acción. Sus inquilinos, evaluaciones y registros de auditoría se conservan.`)
};

const en_xa2_members_remove_description = /** @type {(inputs: Members_Remove_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéíŕ áççéšš éñðš öñ ţĥéíŕ ñéẋţ áçţíöñ. Ţĥéíŕ ţéñáñţš, áššéššɱéñţš áñð áüðíţ éñţŕíéš šţáý. one two three four five six ]`)
};

/**
* | output |
* | --- |
* | "Their access ends on their next action. Their tenants, assessments and audit entries stay." |
*
* @param {Members_Remove_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_remove_description = /** @type {((inputs?: Members_Remove_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Remove_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_remove_description(inputs)
	if (locale === "fr") return fr_members_remove_description(inputs)
	if (locale === "nl") return nl_members_remove_description(inputs)
	if (locale === "es") return es_members_remove_description(inputs)
	if (locale === "en-XA") return en_xa2_members_remove_description(inputs)
	return en_members_remove_description(inputs)
});