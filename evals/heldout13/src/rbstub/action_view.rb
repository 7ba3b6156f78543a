# RBPDF requires Rails' action_view for writeHTML's sanitize (not used here) and for
# number_with_delimiter in page-number aliases; ActiveSupport is Debian's.
require 'active_support'
require 'active_support/core_ext'
module ActionView
  module Helpers
    def number_with_delimiter(num, opts = {})
      num.to_s.reverse.scan(/\d{1,3}/).join(opts.fetch(:delimiter, ',')).reverse
    end
  end
end
