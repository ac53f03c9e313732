/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_DescriptionInputs */

const en_signin_description = /** @type {(inputs: Signin_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assess organisations against baselines and turn gaps into a roadmap.`)
};

const de_signin_description = /** @type {(inputs: Signin_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewerten Sie Organisationen anhand von Baselines und machen Sie aus Lücken eine Roadmap.`)
};

const fr_signin_description = /** @type {(inputs: Signin_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluez des organisations au regard de référentiels et transformez les écarts en feuille de route.`)
};

const nl_signin_description = /** @type {(inputs: Signin_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordeel organisaties aan de hand van baselines en maak van tekortkomingen een roadmap.`)
};

const es_signin_description = /** @type {(inputs: Signin_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evalúe organizaciones frente a marcos de referencia y convierta las carencias en una hoja de ruta.`)
};

const en_xa2_signin_description = /** @type {(inputs: Signin_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššéšš öŕĝáñíšáţíöñš áĝáíñšţ ƀášéļíñéš áñð ţüŕñ ĝáþš íñţö á ŕöáðɱáþ. one two three four fi]`)
};

/**
* | output |
* | --- |
* | "Assess organisations against baselines and turn gaps into a roadmap." |
*
* @param {Signin_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_description = /** @type {((inputs?: Signin_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_description(inputs)
	if (locale === "fr") return fr_signin_description(inputs)
	if (locale === "nl") return nl_signin_description(inputs)
	if (locale === "es") return es_signin_description(inputs)
	if (locale === "en-XA") return en_xa2_signin_description(inputs)
	return en_signin_description(inputs)
});