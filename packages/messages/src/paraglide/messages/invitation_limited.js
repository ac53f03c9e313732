/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_LimitedInputs */

const en_invitation_limited = /** @type {(inputs: Invitation_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts were made with this invitation link. Try again in an hour.`)
};

const de_invitation_limited = /** @type {(inputs: Invitation_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit diesem Einladungslink wurden zu viele Versuche unternommen. Versuchen Sie es in einer Stunde erneut.`)
};

const fr_invitation_limited = /** @type {(inputs: Invitation_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives ont été faites avec ce lien d’invitation. Réessayez dans une heure.`)
};

const nl_invitation_limited = /** @type {(inputs: Invitation_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er zijn te veel pogingen gedaan met deze uitnodigingslink. Probeer het over een uur opnieuw.`)
};

const es_invitation_limited = /** @type {(inputs: Invitation_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se ha intentado demasiadas veces con este enlace de invitación. Vuelva a intentarlo dentro de una hora.`)
};

const en_xa2_invitation_limited = /** @type {(inputs: Invitation_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţöö ɱáñý áţţéɱþţš ŵéŕé ɱáðé ŵíţĥ ţĥíš íñṽíţáţíöñ ļíñķ. Ţŕý áĝáíñ íñ áñ ĥöüŕ. one two three four five ]`)
};

/**
* | output |
* | --- |
* | "Too many attempts were made with this invitation link. Try again in an hour." |
*
* @param {Invitation_LimitedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_limited = /** @type {((inputs?: Invitation_LimitedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_LimitedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_limited(inputs)
	if (locale === "fr") return fr_invitation_limited(inputs)
	if (locale === "nl") return nl_invitation_limited(inputs)
	if (locale === "es") return es_invitation_limited(inputs)
	if (locale === "en-XA") return en_xa2_invitation_limited(inputs)
	return en_invitation_limited(inputs)
});