/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_Access_Ended_PlainInputs */

const en_shared_access_ended_plain = /** @type {(inputs: Shared_Access_Ended_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It was withdrawn or changed. If you still need it, ask the person who shared it with you to share it again.`)
};

const de_shared_access_ended_plain = /** @type {(inputs: Shared_Access_Ended_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er wurde entzogen oder geändert. Wenn Sie ihn noch benötigen, bitten Sie die Person, die ihn mit Ihnen geteilt hat, ihn erneut zu teilen.`)
};

const fr_shared_access_ended_plain = /** @type {(inputs: Shared_Access_Ended_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il a été retiré ou modifié. Si vous en avez encore besoin, demandez à la personne qui vous l’a partagé de le partager à nouveau.`)
};

const nl_shared_access_ended_plain = /** @type {(inputs: Shared_Access_Ended_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze is ingetrokken of gewijzigd. Heeft u hem nog nodig, vraag dan de persoon die hem met u deelde om hem opnieuw te delen.`)
};

const es_shared_access_ended_plain = /** @type {(inputs: Shared_Access_Ended_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se retiró o se cambió. Si aún lo necesita, pida a la persona que lo compartió con usted que vuelva a compartirlo.`)
};

const en_xa2_shared_access_ended_plain = /** @type {(inputs: Shared_Access_Ended_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îţ ŵáš ŵíţĥðŕáŵñ öŕ çĥáñĝéð. Îƒ ýöü šţíļļ ñééð íţ, ášķ ţĥé þéŕšöñ ŵĥö šĥáŕéð íţ ŵíţĥ ýöü ţö šĥáŕé íţ áĝáíñ. one two three four five six seven ]`)
};

/**
* | output |
* | --- |
* | "It was withdrawn or changed. If you still need it, ask the person who shared it with you to share it again." |
*
* @param {Shared_Access_Ended_PlainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_access_ended_plain = /** @type {((inputs?: Shared_Access_Ended_PlainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Access_Ended_PlainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_access_ended_plain(inputs)
	if (locale === "fr") return fr_shared_access_ended_plain(inputs)
	if (locale === "nl") return nl_shared_access_ended_plain(inputs)
	if (locale === "es") return es_shared_access_ended_plain(inputs)
	if (locale === "en-XA") return en_xa2_shared_access_ended_plain(inputs)
	return en_shared_access_ended_plain(inputs)
});