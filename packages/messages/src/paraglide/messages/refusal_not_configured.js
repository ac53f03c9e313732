/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Not_ConfiguredInputs */

const en_refusal_not_configured = /** @type {(inputs: Refusal_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not available in this deployment yet.`)
};

const de_refusal_not_configured = /** @type {(inputs: Refusal_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist in dieser Umgebung noch nicht verfügbar.`)
};

const fr_refusal_not_configured = /** @type {(inputs: Refusal_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n’est pas encore disponible dans ce déploiement.`)
};

const nl_refusal_not_configured = /** @type {(inputs: Refusal_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit is in deze omgeving nog niet beschikbaar.`)
};

const es_refusal_not_configured = /** @type {(inputs: Refusal_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto aún no está disponible en este despliegue.`)
};

const en_xa2_refusal_not_configured = /** @type {(inputs: Refusal_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñöţ áṽáíļáƀļé íñ ţĥíš ðéþļöýɱéñţ ýéţ. one two three]`)
};

/**
* | output |
* | --- |
* | "This is not available in this deployment yet." |
*
* @param {Refusal_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_not_configured = /** @type {((inputs?: Refusal_Not_ConfiguredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Not_ConfiguredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_not_configured(inputs)
	if (locale === "fr") return fr_refusal_not_configured(inputs)
	if (locale === "nl") return nl_refusal_not_configured(inputs)
	if (locale === "es") return es_refusal_not_configured(inputs)
	if (locale === "en-XA") return en_xa2_refusal_not_configured(inputs)
	return en_refusal_not_configured(inputs)
});