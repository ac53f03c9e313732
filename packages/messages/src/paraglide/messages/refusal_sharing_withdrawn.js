/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Sharing_WithdrawnInputs */

const en_refusal_sharing_withdrawn = /** @type {(inputs: Refusal_Sharing_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access was revoked: share the tenant with them again instead.`)
};

const de_refusal_sharing_withdrawn = /** @type {(inputs: Refusal_Sharing_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Zugriff wurde widerrufen: Teilen Sie den Mandanten stattdessen erneut mit der Person.`)
};

const fr_refusal_sharing_withdrawn = /** @type {(inputs: Refusal_Sharing_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’accès a été révoqué : partagez plutôt à nouveau l’entité avec cette personne.`)
};

const nl_refusal_sharing_withdrawn = /** @type {(inputs: Refusal_Sharing_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De toegang is ingetrokken: deel de tenant in plaats daarvan opnieuw met deze persoon.`)
};

const es_refusal_sharing_withdrawn = /** @type {(inputs: Refusal_Sharing_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El acceso fue revocado: vuelva a compartir el inquilino con esa persona.`)
};

const en_xa2_refusal_sharing_withdrawn = /** @type {(inputs: Refusal_Sharing_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åççéšš ŵáš ŕéṽöķéð: šĥáŕé ţĥé ţéñáñţ ŵíţĥ ţĥéɱ áĝáíñ íñšţéáð. one two three four]`)
};

/**
* | output |
* | --- |
* | "Access was revoked: share the tenant with them again instead." |
*
* @param {Refusal_Sharing_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_sharing_withdrawn = /** @type {((inputs?: Refusal_Sharing_WithdrawnInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Sharing_WithdrawnInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_sharing_withdrawn(inputs)
	if (locale === "fr") return fr_refusal_sharing_withdrawn(inputs)
	if (locale === "nl") return nl_refusal_sharing_withdrawn(inputs)
	if (locale === "es") return es_refusal_sharing_withdrawn(inputs)
	if (locale === "en-XA") return en_xa2_refusal_sharing_withdrawn(inputs)
	return en_refusal_sharing_withdrawn(inputs)
});