/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sharing_Email_HintInputs */

const en_sharing_email_hint = /** @type {(inputs: Sharing_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For someone without an Assay organisation of their own, such as the client’s staff.`)
};

const de_sharing_email_hint = /** @type {(inputs: Sharing_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für jemanden ohne eigene Assay-Organisation, etwa Mitarbeitende des Kunden.`)
};

const fr_sharing_email_hint = /** @type {(inputs: Sharing_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour une personne sans organisation Assay à elle, comme le personnel du client.`)
};

const nl_sharing_email_hint = /** @type {(inputs: Sharing_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voor iemand zonder eigen Assay-organisatie, zoals medewerkers van de klant.`)
};

const es_sharing_email_hint = /** @type {(inputs: Sharing_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para alguien sin organización propia en Assay, como el personal del cliente.`)
};

const en_xa2_sharing_email_hint = /** @type {(inputs: Sharing_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒöŕ šöɱéöñé ŵíţĥöüţ áñ Åššáý öŕĝáñíšáţíöñ öƒ ţĥéíŕ öŵñ, šüçĥ áš ţĥé çļíéñţ’š šţáƒƒ. one two three four five si]`)
};

/**
* | output |
* | --- |
* | "For someone without an Assay organisation of their own, such as the client’s staff." |
*
* @param {Sharing_Email_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_email_hint = /** @type {((inputs?: Sharing_Email_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_Email_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_email_hint(inputs)
	if (locale === "fr") return fr_sharing_email_hint(inputs)
	if (locale === "nl") return nl_sharing_email_hint(inputs)
	if (locale === "es") return es_sharing_email_hint(inputs)
	if (locale === "en-XA") return en_xa2_sharing_email_hint(inputs)
	return en_sharing_email_hint(inputs)
});