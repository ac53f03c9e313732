/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Action_UnknownInputs */

const en_action_unknown = /** @type {(inputs: Action_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a link Assay sends. Open the link from the email again.`)
};

const de_action_unknown = /** @type {(inputs: Action_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dies ist kein Link, den Assay versendet. Öffnen Sie den Link aus der E-Mail erneut.`)
};

const fr_action_unknown = /** @type {(inputs: Action_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien n'est pas envoyé par Assay. Rouvrez le lien depuis l'e-mail.`)
};

const nl_action_unknown = /** @type {(inputs: Action_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit is geen link die Assay verstuurt. Open de link uit de e-mail opnieuw.`)
};

const es_action_unknown = /** @type {(inputs: Action_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este no es un enlace que envíe Assay. Vuelva a abrir el enlace del correo.`)
};

const en_xa2_action_unknown = /** @type {(inputs: Action_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñöţ á ļíñķ Åššáý šéñðš. Öþéñ ţĥé ļíñķ ƒŕöɱ ţĥé éɱáíļ áĝáíñ. one two three four f]`)
};

/**
* | output |
* | --- |
* | "This is not a link Assay sends. Open the link from the email again." |
*
* @param {Action_UnknownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const action_unknown = /** @type {((inputs?: Action_UnknownInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Action_UnknownInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_action_unknown(inputs)
	if (locale === "fr") return fr_action_unknown(inputs)
	if (locale === "nl") return nl_action_unknown(inputs)
	if (locale === "es") return es_action_unknown(inputs)
	if (locale === "en-XA") return en_xa2_action_unknown(inputs)
	return en_action_unknown(inputs)
});