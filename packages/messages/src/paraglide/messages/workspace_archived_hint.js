/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workspace_Archived_HintInputs */

const en_workspace_archived_hint = /** @type {(inputs: Workspace_Archived_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its answers can no longer change.`)
};

const de_workspace_archived_hint = /** @type {(inputs: Workspace_Archived_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Antworten können sich nicht mehr ändern.`)
};

const fr_workspace_archived_hint = /** @type {(inputs: Workspace_Archived_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ses réponses ne peuvent plus changer.`)
};

const nl_workspace_archived_hint = /** @type {(inputs: Workspace_Archived_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De antwoorden kunnen niet meer veranderen.`)
};

const es_workspace_archived_hint = /** @type {(inputs: Workspace_Archived_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus respuestas ya no pueden cambiar.`)
};

const en_xa2_workspace_archived_hint = /** @type {(inputs: Workspace_Archived_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îţš áñšŵéŕš çáñ ñö ļöñĝéŕ çĥáñĝé. one two t]`)
};

/**
* | output |
* | --- |
* | "Its answers can no longer change." |
*
* @param {Workspace_Archived_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_archived_hint = /** @type {((inputs?: Workspace_Archived_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_Archived_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_archived_hint(inputs)
	if (locale === "fr") return fr_workspace_archived_hint(inputs)
	if (locale === "nl") return nl_workspace_archived_hint(inputs)
	if (locale === "es") return es_workspace_archived_hint(inputs)
	if (locale === "en-XA") return en_xa2_workspace_archived_hint(inputs)
	return en_workspace_archived_hint(inputs)
});