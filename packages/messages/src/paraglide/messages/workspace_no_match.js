/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workspace_No_MatchInputs */

const en_workspace_no_match = /** @type {(inputs: Workspace_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No controls match this filter.`)
};

const de_workspace_no_match = /** @type {(inputs: Workspace_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Kontrollen passen zu diesem Filter.`)
};

const fr_workspace_no_match = /** @type {(inputs: Workspace_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun contrôle ne correspond à ce filtre.`)
};

const nl_workspace_no_match = /** @type {(inputs: Workspace_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen controls voldoen aan dit filter.`)
};

const es_workspace_no_match = /** @type {(inputs: Workspace_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún control coincide con este filtro.`)
};

const en_xa2_workspace_no_match = /** @type {(inputs: Workspace_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö çöñţŕöļš ɱáţçĥ ţĥíš ƒíļţéŕ. one two ]`)
};

/**
* | output |
* | --- |
* | "No controls match this filter." |
*
* @param {Workspace_No_MatchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_no_match = /** @type {((inputs?: Workspace_No_MatchInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_No_MatchInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_no_match(inputs)
	if (locale === "fr") return fr_workspace_no_match(inputs)
	if (locale === "nl") return nl_workspace_no_match(inputs)
	if (locale === "es") return es_workspace_no_match(inputs)
	if (locale === "en-XA") return en_xa2_workspace_no_match(inputs)
	return en_workspace_no_match(inputs)
});