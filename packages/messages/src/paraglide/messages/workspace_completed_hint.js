/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workspace_Completed_HintInputs */

const en_workspace_completed_hint = /** @type {(inputs: Workspace_Completed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reopen it to change answers.`)
};

const de_workspace_completed_hint = /** @type {(inputs: Workspace_Completed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öffnen Sie sie wieder, um Antworten zu ändern.`)
};

const fr_workspace_completed_hint = /** @type {(inputs: Workspace_Completed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rouvrez-la pour modifier les réponses.`)
};

const nl_workspace_completed_hint = /** @type {(inputs: Workspace_Completed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heropen hem om antwoorden te wijzigen.`)
};

const es_workspace_completed_hint = /** @type {(inputs: Workspace_Completed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reábrala para cambiar las respuestas.`)
};

const en_xa2_workspace_completed_hint = /** @type {(inputs: Workspace_Completed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéöþéñ íţ ţö çĥáñĝé áñšŵéŕš. one two]`)
};

/**
* | output |
* | --- |
* | "Reopen it to change answers." |
*
* @param {Workspace_Completed_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_completed_hint = /** @type {((inputs?: Workspace_Completed_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_Completed_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_completed_hint(inputs)
	if (locale === "fr") return fr_workspace_completed_hint(inputs)
	if (locale === "nl") return nl_workspace_completed_hint(inputs)
	if (locale === "es") return es_workspace_completed_hint(inputs)
	if (locale === "en-XA") return en_xa2_workspace_completed_hint(inputs)
	return en_workspace_completed_hint(inputs)
});