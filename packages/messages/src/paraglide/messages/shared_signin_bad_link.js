/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_Signin_Bad_LinkInputs */

const en_shared_signin_bad_link = /** @type {(inputs: Shared_Signin_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It may have been replaced by a newer invitation or withdrawn, or it was copied incompletely. Ask the person who shared it with you to send it again.`)
};

const de_shared_signin_bad_link = /** @type {(inputs: Shared_Signin_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielleicht wurde er durch eine neuere Einladung ersetzt oder zurückgezogen, oder er wurde nicht vollständig kopiert. Bitten Sie die Person, die ihn mit Ihnen geteilt hat, ihn erneut zu senden.`)
};

const fr_shared_signin_bad_link = /** @type {(inputs: Shared_Signin_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il a peut-être été remplacé par une invitation plus récente ou retiré, ou bien il a été copié de façon incomplète. Demandez à la personne qui l’a partagé avec vous de vous le renvoyer.`)
};

const nl_shared_signin_bad_link = /** @type {(inputs: Shared_Signin_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Misschien is hij vervangen door een nieuwere uitnodiging of ingetrokken, of is hij niet volledig gekopieerd. Vraag de persoon die hem met u heeft gedeeld om hem opnieuw te sturen.`)
};

const es_shared_signin_bad_link = /** @type {(inputs: Shared_Signin_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede que lo haya sustituido una invitación más reciente o que se haya retirado, o que se copiara de forma incompleta. Pida a la persona que lo compartió con usted que se lo vuelva a enviar.`)
};

const en_xa2_shared_signin_bad_link = /** @type {(inputs: Shared_Signin_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îţ ɱáý ĥáṽé ƀééñ ŕéþļáçéð ƀý á ñéŵéŕ íñṽíţáţíöñ öŕ ŵíţĥðŕáŵñ, öŕ íţ ŵáš çöþíéð íñçöɱþļéţéļý. Åšķ ţĥé þéŕšöñ ŵĥö šĥáŕéð íţ ŵíţĥ ýöü ţö šéñð íţ áĝáíñ. one two three four five six seven eight nine ten ]`)
};

/**
* | output |
* | --- |
* | "It may have been replaced by a newer invitation or withdrawn, or it was copied incompletely. Ask the person who shared it with you to send it again." |
*
* @param {Shared_Signin_Bad_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_signin_bad_link = /** @type {((inputs?: Shared_Signin_Bad_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Signin_Bad_LinkInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_signin_bad_link(inputs)
	if (locale === "fr") return fr_shared_signin_bad_link(inputs)
	if (locale === "nl") return nl_shared_signin_bad_link(inputs)
	if (locale === "es") return es_shared_signin_bad_link(inputs)
	if (locale === "en-XA") return en_xa2_shared_signin_bad_link(inputs)
	return en_shared_signin_bad_link(inputs)
});