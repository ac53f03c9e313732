/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workspace_CompletedInputs */

const en_workspace_completed = /** @type {(inputs: Workspace_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This assessment is completed.`)
};

const de_workspace_completed = /** @type {(inputs: Workspace_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bewertung ist abgeschlossen.`)
};

const fr_workspace_completed = /** @type {(inputs: Workspace_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette évaluation est terminée.`)
};

const nl_workspace_completed = /** @type {(inputs: Workspace_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze beoordeling is afgerond.`)
};

const es_workspace_completed = /** @type {(inputs: Workspace_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta evaluación está completada.`)
};

const en_xa2_workspace_completed = /** @type {(inputs: Workspace_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áššéššɱéñţ íš çöɱþļéţéð. one two]`)
};

/**
* | output |
* | --- |
* | "This assessment is completed." |
*
* @param {Workspace_CompletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_completed = /** @type {((inputs?: Workspace_CompletedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_CompletedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_completed(inputs)
	if (locale === "fr") return fr_workspace_completed(inputs)
	if (locale === "nl") return nl_workspace_completed(inputs)
	if (locale === "es") return es_workspace_completed(inputs)
	if (locale === "en-XA") return en_xa2_workspace_completed(inputs)
	return en_workspace_completed(inputs)
});