/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_Bad_LinkInputs */

const en_invitation_bad_link = /** @type {(inputs: Invitation_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invitation link does not work: it may have expired, been withdrawn or used already. Ask the person who invited you for a new invitation.`)
};

const de_invitation_bad_link = /** @type {(inputs: Invitation_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Einladungslink funktioniert nicht: Er ist möglicherweise abgelaufen, wurde zurückgezogen oder bereits verwendet. Bitten Sie die Person, die Sie eingeladen hat, um eine neue Einladung.`)
};

const fr_invitation_bad_link = /** @type {(inputs: Invitation_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien d’invitation ne fonctionne pas : il a peut-être expiré, été retiré ou déjà utilisé. Demandez une nouvelle invitation à la personne qui vous a invité.`)
};

const nl_invitation_bad_link = /** @type {(inputs: Invitation_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze uitnodigingslink werkt niet: hij is misschien verlopen, ingetrokken of al gebruikt. Vraag degene die u heeft uitgenodigd om een nieuwe uitnodiging.`)
};

const es_invitation_bad_link = /** @type {(inputs: Invitation_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace de invitación no funciona: puede que haya caducado, se haya retirado o ya se haya usado. Pida una nueva invitación a la persona que le invitó.`)
};

const en_xa2_invitation_bad_link = /** @type {(inputs: Invitation_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íñṽíţáţíöñ ļíñķ ðöéš ñöţ ŵöŕķ: íţ ɱáý ĥáṽé éẋþíŕéð, ƀééñ ŵíţĥðŕáŵñ öŕ üšéð áļŕéáðý. Åšķ ţĥé þéŕšöñ ŵĥö íñṽíţéð ýöü ƒöŕ á ñéŵ íñṽíţáţíöñ. one two three four five six seven eight nine t]`)
};

/**
* | output |
* | --- |
* | "This invitation link does not work: it may have expired, been withdrawn or used already. Ask the person who invited you for a new invitation." |
*
* @param {Invitation_Bad_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_bad_link = /** @type {((inputs?: Invitation_Bad_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Bad_LinkInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_bad_link(inputs)
	if (locale === "fr") return fr_invitation_bad_link(inputs)
	if (locale === "nl") return nl_invitation_bad_link(inputs)
	if (locale === "es") return es_invitation_bad_link(inputs)
	if (locale === "en-XA") return en_xa2_invitation_bad_link(inputs)
	return en_invitation_bad_link(inputs)
});