/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workspace_Comment_PlaceholderInputs */

const en_workspace_comment_placeholder = /** @type {(inputs: Workspace_Comment_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What did you see? Press Esc to go back to the list.`)
};

const de_workspace_comment_placeholder = /** @type {(inputs: Workspace_Comment_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was haben Sie gesehen? Mit Esc geht es zurück zur Liste.`)
};

const fr_workspace_comment_placeholder = /** @type {(inputs: Workspace_Comment_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qu’avez-vous constaté ? Appuyez sur Échap pour revenir à la liste.`)
};

const nl_workspace_comment_placeholder = /** @type {(inputs: Workspace_Comment_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wat heeft u gezien? Druk op Esc om terug te gaan naar de lijst.`)
};

const es_workspace_comment_placeholder = /** @type {(inputs: Workspace_Comment_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué ha visto? Pulse Esc para volver a la lista.`)
};

const en_xa2_workspace_comment_placeholder = /** @type {(inputs: Workspace_Comment_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ ðíð ýöü šéé? Þŕéšš Éšç ţö ĝö ƀáçķ ţö ţĥé ļíšţ. one two three f]`)
};

/**
* | output |
* | --- |
* | "What did you see? Press Esc to go back to the list." |
*
* @param {Workspace_Comment_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_comment_placeholder = /** @type {((inputs?: Workspace_Comment_PlaceholderInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_Comment_PlaceholderInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_comment_placeholder(inputs)
	if (locale === "fr") return fr_workspace_comment_placeholder(inputs)
	if (locale === "nl") return nl_workspace_comment_placeholder(inputs)
	if (locale === "es") return es_workspace_comment_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_workspace_comment_placeholder(inputs)
	return en_workspace_comment_placeholder(inputs)
});