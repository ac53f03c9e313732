/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workspace_ArchivedInputs */

const en_workspace_archived = /** @type {(inputs: Workspace_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This assessment is archived.`)
};

const de_workspace_archived = /** @type {(inputs: Workspace_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bewertung ist archiviert.`)
};

const fr_workspace_archived = /** @type {(inputs: Workspace_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette évaluation est archivée.`)
};

const nl_workspace_archived = /** @type {(inputs: Workspace_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze beoordeling is gearchiveerd.`)
};

const es_workspace_archived = /** @type {(inputs: Workspace_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta evaluación está archivada.`)
};

const en_xa2_workspace_archived = /** @type {(inputs: Workspace_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áššéššɱéñţ íš áŕçĥíṽéð. one two]`)
};

/**
* | output |
* | --- |
* | "This assessment is archived." |
*
* @param {Workspace_ArchivedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_archived = /** @type {((inputs?: Workspace_ArchivedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_ArchivedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_archived(inputs)
	if (locale === "fr") return fr_workspace_archived(inputs)
	if (locale === "nl") return nl_workspace_archived(inputs)
	if (locale === "es") return es_workspace_archived(inputs)
	if (locale === "en-XA") return en_xa2_workspace_archived(inputs)
	return en_workspace_archived(inputs)
});