/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_ReloadInputs */

const en_explore_reload = /** @type {(inputs: Explore_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload the page to try again.`)
};

const de_explore_reload = /** @type {(inputs: Explore_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laden Sie die Seite neu, um es erneut zu versuchen.`)
};

const fr_explore_reload = /** @type {(inputs: Explore_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechargez la page pour réessayer.`)
};

const nl_explore_reload = /** @type {(inputs: Explore_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laad de pagina opnieuw om het nog eens te proberen.`)
};

const es_explore_reload = /** @type {(inputs: Explore_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recargue la página para volver a intentarlo.`)
};

const en_xa2_explore_reload = /** @type {(inputs: Explore_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéļöáð ţĥé þáĝé ţö ţŕý áĝáíñ. one two]`)
};

/**
* | output |
* | --- |
* | "Reload the page to try again." |
*
* @param {Explore_ReloadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_reload = /** @type {((inputs?: Explore_ReloadInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_ReloadInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_reload(inputs)
	if (locale === "fr") return fr_explore_reload(inputs)
	if (locale === "nl") return nl_explore_reload(inputs)
	if (locale === "es") return es_explore_reload(inputs)
	if (locale === "en-XA") return en_xa2_explore_reload(inputs)
	return en_explore_reload(inputs)
});