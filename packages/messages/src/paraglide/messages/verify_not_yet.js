/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_Not_YetInputs */

const en_verify_not_yet = /** @type {(inputs: Verify_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not verified yet: open the link in the email we sent, then try again.`)
};

const de_verify_not_yet = /** @type {(inputs: Verify_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nicht bestätigt: Öffnen Sie den Link in der E-Mail, die wir gesendet haben, und versuchen Sie es dann erneut.`)
};

const fr_verify_not_yet = /** @type {(inputs: Verify_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore vérifiée : ouvrez le lien de l’e-mail que nous avons envoyé, puis réessayez.`)
};

const nl_verify_not_yet = /** @type {(inputs: Verify_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog niet bevestigd: open de link in de e-mail die we stuurden en probeer het dan opnieuw.`)
};

const es_verify_not_yet = /** @type {(inputs: Verify_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no verificado: abra el enlace del correo que le enviamos y vuelva a intentarlo.`)
};

const en_xa2_verify_not_yet = /** @type {(inputs: Verify_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţ ṽéŕíƒíéð ýéţ: öþéñ ţĥé ļíñķ íñ ţĥé éɱáíļ ŵé šéñţ, ţĥéñ ţŕý áĝáíñ. one two three four fi]`)
};

/**
* | output |
* | --- |
* | "Not verified yet: open the link in the email we sent, then try again." |
*
* @param {Verify_Not_YetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const verify_not_yet = /** @type {((inputs?: Verify_Not_YetInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Not_YetInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_verify_not_yet(inputs)
	if (locale === "fr") return fr_verify_not_yet(inputs)
	if (locale === "nl") return nl_verify_not_yet(inputs)
	if (locale === "es") return es_verify_not_yet(inputs)
	if (locale === "en-XA") return en_xa2_verify_not_yet(inputs)
	return en_verify_not_yet(inputs)
});